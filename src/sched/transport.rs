//! The maximum flow of a transportation network whose middle edges are unbounded: sources
//! with supplies, sinks with capacities, and an edge from each source to every sink outside
//! its blocked set (a bitset). The hiding bound's network ([`super::hide`]: sources are
//! compute work, sinks the collectives' flights).
//!
//! Dinic's algorithm (level graph, then blocking flows along it) with the middle edges left
//! implicit: the level search reaches a source's unvisited sinks with word operations on the
//! bitsets, and the only residual edges back from a sink, its sources that carry flow to it,
//! are kept as a list per sink beside the flow, stored per source for the sinks it carries
//! flow to (the support is small: a dense sources x sinks matrix cost more in page faults than
//! the whole flow on transformer48's uncombined graph). A phase costs about sources x sinks / 64
//! word operations plus the flow's support, where the network with explicit edges cost an
//! edge visit per (source, sink) pair, both directions, each phase.

/// Residual capacities at or below this count as saturated (float residue cannot loop).
const EPS: f64 = 1e-18;

/// Not reached by the level search.
const UNREACHED: u32 = u32::MAX;

/// The network and its flow so far.
pub(crate) struct Transport {
    sinks: usize,
    words: usize,
    /// Per source, `words` words: the sinks it has no edge to.
    blocked: Vec<u64>,
    /// Residual capacity of each source's edge from the super source.
    supply: Vec<f64>,
    /// Residual capacity of each sink's edge to the super sink.
    room: Vec<f64>,
    /// Per source, (sink, flow, listed in that sink's `carriers`) for each sink it ever
    /// carried flow to.
    flow: Vec<Vec<(u32, f64, bool)>>,
    /// Per sink, the sources whose flow to it may be positive (the residual edges back).
    carriers: Vec<Vec<u32>>,
}

/// One phase's level graph: sources at odd levels (1 next to the super source), sinks at
/// even ones, the super sink at `last`.
struct Levels {
    source: Vec<u32>,
    /// Per even level `2 (j + 1)`, the sinks at it as bits.
    sinks_at: Vec<Vec<u64>>,
    last: u32,
    /// The sources at level 1.
    first: Vec<u32>,
}

impl Transport {
    /// A network of `room.len()` sinks with these capacities and `blocked.len() / words`
    /// sources, every supply 0; `blocked` holds each source's blocked sinks, `words` words
    /// per source (`words >= room.len().div_ceil(64)`).
    pub(crate) fn new(room: Vec<f64>, blocked: Vec<u64>, words: usize) -> Self {
        let sinks = room.len();
        let sources = blocked.len().checked_div(words).unwrap_or(0);
        Transport {
            sinks,
            words,
            blocked,
            supply: vec![0.0; sources],
            room,
            flow: vec![Vec::new(); sources],
            carriers: vec![Vec::new(); sinks],
        }
    }

    /// Adds `s` to source `i`'s supply.
    pub(crate) fn add_supply(&mut self, i: usize, s: f64) {
        self.supply[i] += s;
    }

    /// Pushes a maximum flow on top of the flow so far; returns how much more it pushed.
    pub(crate) fn max_flow(&mut self) -> f64 {
        let mut total = 0.0;
        while let Some(levels) = self.levels() {
            let pushed = self.blocking(&levels);
            if pushed <= EPS {
                break;
            }
            total += pushed;
        }
        total
    }

    /// The flow on (source `i`, sink `k`): 0 unless `i` ever carried flow to `k`.
    fn flow(&self, i: usize, k: usize) -> f64 {
        self.flow[i]
            .iter()
            .find(|e| e.0 as usize == k)
            .map_or(0.0, |e| e.1)
    }

    fn has_edge(&self, i: usize, k: usize) -> bool {
        self.blocked[i * self.words + k / 64] >> (k % 64) & 1 == 0
    }

    /// The level graph of the residual network, or `None` when the super sink is unreachable.
    fn levels(&mut self) -> Option<Levels> {
        let (sinks, words) = (self.sinks, self.words);
        // Drop the carriers whose flow has gone back to zero.
        for (k, list) in self.carriers.iter_mut().enumerate() {
            list.retain(|&i| {
                let Some(e) = self.flow[i as usize].iter_mut().find(|e| e.0 as usize == k) else {
                    return false;
                };
                e.2 = e.1 > EPS;
                e.2
            });
        }
        let mut source = vec![UNREACHED; self.supply.len()];
        let mut unvisited = vec![!0u64; words];
        for (w, word) in unvisited.iter_mut().enumerate() {
            let lo = w * 64;
            if lo + 64 > sinks {
                *word = if lo >= sinks {
                    0
                } else {
                    (1u64 << (sinks - lo)) - 1
                };
            }
        }
        let first: Vec<u32> = (0..self.supply.len())
            .filter(|&i| self.supply[i] > EPS)
            .map(|i| i as u32)
            .collect();
        for &i in &first {
            source[i as usize] = 1;
        }
        let mut frontier = first.clone();
        let mut sinks_at = Vec::new();
        let mut level = 1u32;
        while !frontier.is_empty() {
            let mut bits = vec![0u64; words];
            for &i in &frontier {
                let row = &self.blocked[i as usize * words..][..words];
                for ((b, u), blk) in bits.iter_mut().zip(unvisited.iter_mut()).zip(row) {
                    let new = *u & !blk;
                    *b |= new;
                    *u &= !new;
                }
            }
            let reached: Vec<usize> = members(&bits).collect();
            if reached.is_empty() {
                return None;
            }
            sinks_at.push(bits);
            if reached.iter().any(|&k| self.room[k] > EPS) {
                return Some(Levels {
                    source,
                    sinks_at,
                    last: level + 2,
                    first,
                });
            }
            let mut next = Vec::new();
            for &k in &reached {
                for &i in &self.carriers[k] {
                    let i = i as usize;
                    if source[i] == UNREACHED && self.flow(i, k) > EPS {
                        source[i] = level + 2;
                        next.push(i as u32);
                    }
                }
            }
            frontier = next;
            level += 2;
        }
        None
    }

    /// A blocking flow along the level graph (paths found depth first, each edge's next
    /// candidate remembered so no edge is tried twice after it failed); returns its value.
    fn blocking(&mut self, lv: &Levels) -> f64 {
        let (sinks, words) = (self.sinks, self.words);
        let mut dead_sink = vec![0u64; words];
        let mut dead_source = vec![false; self.supply.len()];
        let mut source_next = vec![0usize; self.supply.len()];
        let mut sink_next = vec![0usize; sinks];
        let mut total = 0.0;
        // Alternating source, sink, source, ...: `path[j]` is at level `j + 1`.
        let mut path: Vec<usize> = Vec::new();
        for &f in &lv.first {
            let f = f as usize;
            while self.supply[f] > EPS && !dead_source[f] {
                path.clear();
                path.push(f);
                loop {
                    let j = path.len() - 1;
                    let v = path[j];
                    let level = j as u32 + 1;
                    if j % 2 == 0 {
                        // A source: its next live sink one level deeper.
                        let at = &lv.sinks_at[j / 2];
                        let row = &self.blocked[v * words..][..words];
                        match next_bit(source_next[v], words, |w| at[w] & !row[w] & !dead_sink[w]) {
                            Some(k) => {
                                source_next[v] = k;
                                path.push(k);
                            }
                            None => {
                                dead_source[v] = true;
                                path.pop();
                                match path.last() {
                                    Some(&k) => sink_next[k] += 1,
                                    None => break,
                                }
                            }
                        }
                        continue;
                    }
                    // A sink: the super sink when it is one level deeper, else a carrier.
                    if level + 1 == lv.last {
                        if self.room[v] > EPS {
                            total += self.augment(&path);
                            break;
                        }
                    } else {
                        let list = &self.carriers[v];
                        while let Some(&i) = list.get(sink_next[v]) {
                            let i = i as usize;
                            if lv.source[i] == level + 1 && !dead_source[i] && self.flow(i, v) > EPS
                            {
                                break;
                            }
                            sink_next[v] += 1;
                        }
                        if let Some(&i) = list.get(sink_next[v]) {
                            path.push(i as usize);
                            continue;
                        }
                    }
                    dead_sink[v / 64] |= 1 << (v % 64);
                    path.pop();
                    if let Some(&i) = path.last() {
                        source_next[i] = v + 1;
                    }
                }
            }
        }
        total
    }

    /// Pushes the most `path` (source, sink, source, ..., sink) can carry to the super sink.
    fn augment(&mut self, path: &[usize]) -> f64 {
        let last = path[path.len() - 1];
        let mut b = self.supply[path[0]].min(self.room[last]);
        for pair in path[1..].chunks_exact(2) {
            b = b.min(self.flow(pair[1], pair[0]));
        }
        self.supply[path[0]] -= b;
        self.room[last] -= b;
        for (j, pair) in path.windows(2).enumerate() {
            if j % 2 == 0 {
                let (i, k) = (pair[0], pair[1]);
                debug_assert!(self.has_edge(i, k));
                let row = &mut self.flow[i];
                match row.iter_mut().find(|e| e.0 as usize == k) {
                    Some(e) => {
                        e.1 += b;
                        if !e.2 {
                            e.2 = true;
                            self.carriers[k].push(i as u32);
                        }
                    }
                    None => {
                        row.push((k as u32, b, true));
                        self.carriers[k].push(i as u32);
                    }
                }
            } else {
                let (k, i) = (pair[0], pair[1]);
                if let Some(e) = self.flow[i].iter_mut().find(|e| e.0 as usize == k) {
                    e.1 -= b;
                }
            }
        }
        b
    }
}

/// The positions of the set bits of `bits`, in increasing order.
fn members(bits: &[u64]) -> impl Iterator<Item = usize> + '_ {
    bits.iter().enumerate().flat_map(|(w, &word)| {
        let mut rest = word;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let b = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            Some(w * 64 + b)
        })
    })
}

/// The first position at or after `from` whose bit is set in the `words` words `word(w)`
/// gives.
fn next_bit(from: usize, words: usize, word: impl Fn(usize) -> u64) -> Option<usize> {
    let mut w = from / 64;
    if w >= words {
        return None;
    }
    let mut bits = word(w) & (!0u64 << (from % 64));
    loop {
        if bits != 0 {
            return Some(w * 64 + bits.trailing_zeros() as usize);
        }
        w += 1;
        if w >= words {
            return None;
        }
        bits = word(w);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The maximum flow of the same network with explicit edges, by shortest augmenting paths
    /// on a dense capacity matrix (Edmonds-Karp): an independent reference.
    fn reference(supply: &[f64], room: &[f64], edge: &dyn Fn(usize, usize) -> bool) -> f64 {
        let (s, k) = (supply.len(), room.len());
        let n = s + k + 2;
        let (src, dst) = (s + k, s + k + 1);
        let mut cap = vec![vec![0.0f64; n]; n];
        for i in 0..s {
            cap[src][i] = supply[i];
            for j in 0..k {
                if edge(i, j) {
                    cap[i][s + j] = f64::INFINITY;
                }
            }
        }
        for j in 0..k {
            cap[s + j][dst] = room[j];
        }
        let mut total = 0.0;
        loop {
            let mut prev = vec![usize::MAX; n];
            prev[src] = src;
            let mut queue = std::collections::VecDeque::from([src]);
            while let Some(v) = queue.pop_front() {
                for u in 0..n {
                    if prev[u] == usize::MAX && cap[v][u] > 1e-18 {
                        prev[u] = v;
                        queue.push_back(u);
                    }
                }
            }
            if prev[dst] == usize::MAX {
                return total;
            }
            let mut b = f64::INFINITY;
            let mut v = dst;
            while v != src {
                b = b.min(cap[prev[v]][v]);
                v = prev[v];
            }
            let mut v = dst;
            while v != src {
                cap[prev[v]][v] -= b;
                cap[v][prev[v]] += b;
                v = prev[v];
            }
            total += b;
        }
    }

    #[test]
    fn matches_explicit_edges_on_random_networks() {
        let mut rng = crate::testing::beat_bound::Rng(0x9e37_79b9_7f4a_7c15);
        let mut next = || rng.next_u64();
        for case in 0..300 {
            let s = 1 + (next() % 12) as usize;
            let k = 1 + (next() % 70) as usize;
            let words = k.div_ceil(64);
            let density = next() % 4;
            let mut blocked = vec![0u64; s * words];
            for i in 0..s {
                for j in 0..k {
                    if next() % 4 <= density {
                        blocked[i * words + j / 64] |= 1 << (j % 64);
                    }
                }
            }
            let supply: Vec<f64> = (0..s).map(|_| (next() % 100) as f64 * 1e-6).collect();
            let room: Vec<f64> = (0..k).map(|_| (next() % 40) as f64 * 1e-6).collect();
            let mut t = Transport::new(room.clone(), blocked.clone(), words);
            // Supplies in two rounds, as the hiding bound adds its classes.
            let half = s / 2;
            for (i, &x) in supply.iter().enumerate().take(half) {
                t.add_supply(i, x);
            }
            let first = t.max_flow();
            for (i, &x) in supply.iter().enumerate().skip(half) {
                t.add_supply(i, x);
            }
            let got = first + t.max_flow();
            let edge = |i: usize, j: usize| blocked[i * words + j / 64] >> (j % 64) & 1 == 0;
            let want = reference(&supply, &room, &edge);
            let first_want = reference(&supply[..half], &room, &edge);
            assert!((got - want).abs() <= 1e-15, "case {case}: {got} vs {want}");
            assert!(
                (first - first_want).abs() <= 1e-15,
                "case {case}: {first} vs {first_want}"
            );
        }
    }

    #[test]
    fn blocked_sinks_take_nothing() {
        // Two sources, two sinks: source 0 may only use sink 1, source 1 only sink 0.
        let mut t = Transport::new(vec![3.0, 5.0], vec![0b01, 0b10], 1);
        t.add_supply(0, 10.0);
        t.add_supply(1, 1.0);
        assert_eq!(t.max_flow(), 6.0);
    }
}
