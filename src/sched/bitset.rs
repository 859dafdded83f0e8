//! A set of positions (small integers below a fixed bound) as a two-level bitset: insert,
//! remove and membership in O(1); the smallest member at or after a position by skipping
//! empty 64-wide words through one summary bit per word. Gap filling keeps its ready and
//! available nodes here, keyed by their place in the input order (a `BTreeSet` allocated a
//! node per insert and was several times slower).

/// Positions `0..n` as bits, with a summary bit per non-empty word.
pub(crate) struct PosSet {
    words: Vec<u64>,
    summary: Vec<u64>,
}

impl PosSet {
    /// An empty set for positions below `n`.
    pub(crate) fn new(n: usize) -> Self {
        let words = n.div_ceil(64);
        PosSet {
            words: vec![0; words],
            summary: vec![0; words.div_ceil(64)],
        }
    }

    /// Adds `p`.
    pub(crate) fn insert(&mut self, p: u32) {
        let w = p as usize / 64;
        self.words[w] |= 1 << (p % 64);
        self.summary[w / 64] |= 1 << (w % 64);
    }

    /// Removes `p` (nothing when absent).
    pub(crate) fn remove(&mut self, p: u32) {
        let w = p as usize / 64;
        self.words[w] &= !(1 << (p % 64));
        if self.words[w] == 0 {
            self.summary[w / 64] &= !(1 << (w % 64));
        }
    }

    /// Whether `p` is in the set.
    pub(crate) fn contains(&self, p: u32) -> bool {
        self.words
            .get(p as usize / 64)
            .is_some_and(|w| (w >> (p % 64)) & 1 == 1)
    }

    /// The smallest member at or after `from`.
    pub(crate) fn next_from(&self, from: u32) -> Option<u32> {
        let w = from as usize / 64;
        let here = self.words.get(w)? & (!0u64 << (from % 64));
        if here != 0 {
            return Some((w * 64) as u32 + here.trailing_zeros());
        }
        let w = w + 1;
        let mut s = w / 64;
        let mut bits = self.summary.get(s)? & (!0u64 << (w % 64));
        loop {
            if bits != 0 {
                let wi = s * 64 + bits.trailing_zeros() as usize;
                return Some((wi * 64) as u32 + self.words[wi].trailing_zeros());
            }
            s += 1;
            bits = *self.summary.get(s)?;
        }
    }

    /// The smallest member.
    pub(crate) fn first(&self) -> Option<u32> {
        self.next_from(0)
    }

    /// The members in ascending order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        let mut next = self.first();
        std::iter::from_fn(move || {
            let p = next?;
            next = p.checked_add(1).and_then(|q| self.next_from(q));
            Some(p)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn behaves_like_an_ordered_set() {
        let n = 300_000u32;
        let mut s = PosSet::new(n as usize);
        let mut t = BTreeSet::new();
        let mut x = 88172645463325252u64;
        for step in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let p = (x % u64::from(n)) as u32;
            if step % 3 == 0 {
                s.remove(p);
                t.remove(&p);
            } else {
                s.insert(p);
                t.insert(p);
            }
            let q = ((x >> 20) % u64::from(n)) as u32;
            assert_eq!(s.contains(q), t.contains(&q));
            assert_eq!(s.next_from(q), t.range(q..).next().copied());
            assert_eq!(s.first(), t.iter().next().copied());
        }
        assert!(s.iter().eq(t.iter().copied()));
        assert_eq!(PosSet::new(0).first(), None);
        let mut e = PosSet::new(64);
        e.insert(63);
        assert_eq!((e.next_from(63), e.next_from(64)), (Some(63), None));
    }
}
