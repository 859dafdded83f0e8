//! The stream's cuts when some spans float: a tighter term of
//! [`super::lower_bound_xla_rules`] where a chain of collectives (a ring of permutes, each
//! feeding compute that feeds the next) shares its stream with collectives that feed no other
//! collective (weight-gradient all-reduces, a loss all-reduce).
//!
//! [`super::spans`]'s cut bound needs every span before a cut to reach every span after it; one
//! gradient all-reduce that reaches nothing breaks every cut after it, so the idles a backward
//! pass's ring forces go unseen. Here the spans that reach no other span (the floaters) are set
//! aside and the cuts are taken over the rest (the chain; a floater the chain's last span
//! reaches can fill no cut and stays in it). At a cut the stream runs no chain span for at least
//! the cut's gap (the lag across it, or the compute that must run there if more), so it idles
//! there except while it runs floaters. The intervals of different cuts are disjoint (a chain
//! span runs between any two), a floater runs in at most one of them, only in one after every
//! chain span that reaches it, and not before its own lead (lag or compute between) from the
//! chain span that ended the cut. So the stream idles at least the gaps less the most fill,
//! where each floater's length goes to at most one cut it may reach and a cut takes at most the
//! part of its gap that some floater it may take can reach. That fill is bounded twice, and the
//! lesser is used: split across cuts (the earliest cut takes what it can, optimal because a
//! floater that may run at one cut may run at every later one), and whole (a dynamic program
//! over counts: a cut given `n` floaters fills at most the `n` longest it may reach, so a short
//! lag takes a whole floater). The bound is the least head, every span's length, that idle and
//! the least tail.

use super::between::Between;
use super::spans::{busy_span, cut_gaps, Cut, Span};

/// The makespan bound of `spans` (in topological order, `lag[a * k + b]` the least time from
/// span `a`'s end to span `b`'s begin when `a` reaches `b`) with the floaters set aside (see
/// the module doc); `None` when no span floats or the chain has no cut.
pub(crate) fn floating_cuts(
    spans: &[Span],
    lag: &[Option<f64>],
    between: &mut Between,
) -> Option<f64> {
    let k = spans.len();
    let floats = |a: usize| (0..k).all(|b| lag[a * k + b].is_none());
    let (mut floaters, mut chain): (Vec<usize>, Vec<usize>) = (0..k).partition(|&a| floats(a));
    // A floater the chain's last span reaches can fill no cut: it joins the chain, where it
    // may end it with one more cut.
    if let Some(&last) = chain.last() {
        let (trailing, rest): (Vec<usize>, Vec<usize>) =
            floaters.iter().partition(|&&f| lag[last * k + f].is_some());
        if !trailing.is_empty() {
            chain.extend(trailing);
            chain.sort_unstable();
            floaters = rest;
        }
    }
    if floaters.is_empty() || chain.len() < 2 {
        return None;
    }
    let cuts = cut_gaps(&chain, k, lag, between);
    if cuts.is_empty() {
        return None;
    }
    // Per floater, the place in the chain of the last chain span that reaches it (it may only
    // fill a cut at or after that place), and its length.
    let mut supply: Vec<(usize, f64)> = floaters
        .iter()
        .map(|&f| {
            let after = chain
                .iter()
                .rposition(|&c| lag[c * k + f].is_some())
                .unwrap_or(0);
            (after, spans[f].job.body)
        })
        .collect();
    // A floater that a span able to run last before the cut reaches begins at least their lag,
    // and the compute between them, after that span ends: the part of the cut before the
    // earliest such begin stays idle. Per cut, the least of that over the floaters that arrive
    // there (reachable from its place and not from the cut before) and over those that could
    // run at the cut before (the only ones a cut before may have taken).
    let mut lead = |c: &Cut, f: usize| {
        let mut least = f64::INFINITY;
        for &a in &c.lasts {
            let l = lag[a * k + f].map_or(0.0, |l| l.max(between.work(a, f)));
            least = least.min(l);
        }
        least
    };
    let mut rooms = Vec::with_capacity(cuts.len());
    let mut before = None;
    for c in &cuts {
        let (mut old, mut new) = (f64::INFINITY, f64::INFINITY);
        for (&f, s) in floaters.iter().zip(&supply) {
            if s.0 > c.at {
                continue;
            }
            let l = lead(c, f);
            if before.is_some_and(|b| s.0 <= b) {
                old = old.min(l);
            } else {
                new = new.min(l);
            }
        }
        let room = |l: f64| (c.gap - l.min(c.gap)).max(0.0);
        rooms.push(Room {
            any: room(old.min(new)),
            new: room(new),
        });
        before = Some(c.at);
    }
    supply.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let lags: f64 = cuts.iter().map(|c| c.gap).sum();
    let fill = fractional_fill(&cuts, &rooms, &supply)
        .min(counted_fill(&cuts, &rooms, &supply).unwrap_or(f64::INFINITY));
    let idle = (lags - fill).max(0.0);
    Some(busy_span(spans) + idle)
}

/// The part of a cut's lag floaters may fill: with any floater it may take, and with only
/// those that arrive at it.
#[derive(Clone, Copy, Debug)]
struct Room {
    /// With any floater that may run at the cut.
    any: f64,
    /// With only the floaters that arrive at it.
    new: f64,
}

/// The most fill when a floater's length may be split across the cuts it may reach (`rooms`:
/// per cut, the part of its lag floaters may fill; `supply`: per floater, the last chain place
/// before it and its length, by place): the earliest cut takes what it can of the floaters it
/// may reach, which is optimal because every later cut may take them too.
fn fractional_fill(cuts: &[Cut], rooms: &[Room], supply: &[(usize, f64)]) -> f64 {
    let mut pool = 0.0;
    let mut next = 0;
    let mut total = 0.0;
    for (c, room) in cuts.iter().zip(rooms) {
        while next < supply.len() && supply[next].0 <= c.at {
            pool += supply[next].1;
            next += 1;
        }
        let fill = pool.min(room.any);
        pool -= fill;
        total += fill;
    }
    total
}

/// Work limit of [`counted_fill`]: cuts times floaters squared.
const COUNT_WORK: usize = 50_000_000;

/// The most fill when each floater runs whole at one cut (`rooms`, `supply` as in
/// [`fractional_fill`]). Relaxed to counts: a cut given `n` floaters fills at most its room and
/// at most the `n` longest it may take; the cuts up to each one take at most the floaters that
/// may run there; and every floater a cut took before this one could run at that earlier cut,
/// so with `u` taken, a cut uses one of those only while fewer than all of them are taken
/// (else it has only the arrivals' room and lengths). Every assignment meets these, so the
/// most fill over the counts (a dynamic program over the cuts and the floaters taken so far)
/// bounds its fill. It sees what the fractional bound does not: a short lag takes a whole
/// floater. `None` above [`COUNT_WORK`].
fn counted_fill(cuts: &[Cut], rooms: &[Room], supply: &[(usize, f64)]) -> Option<f64> {
    let f = supply.len();
    if cuts.len().saturating_mul(f).saturating_mul(f) > COUNT_WORK {
        return None;
    }
    // best[u]: the most fill of the cuts so far with `u` floaters taken (NEG: unreachable).
    let mut best = vec![f64::NEG_INFINITY; f + 1];
    best[0] = 0.0;
    let mut all: Vec<f64> = Vec::with_capacity(f);
    let mut next = 0;
    // The fill of up to `n` of `lengths` (longest first) within `room`, per `n`.
    let fills = |lengths: &[f64], room: f64| -> Vec<f64> {
        let mut out = vec![0.0];
        let mut sum = 0.0;
        for &l in lengths {
            if sum >= room {
                break;
            }
            sum += l;
            out.push(sum.min(room));
        }
        out
    };
    for (c, room) in cuts.iter().zip(rooms) {
        let earlier = all.len();
        let mut arrivals = Vec::new();
        while next < f && supply[next].0 <= c.at {
            arrivals.push(supply[next].1);
            next += 1;
        }
        all.extend_from_slice(&arrivals);
        all.sort_by(|a, b| b.total_cmp(a));
        arrivals.sort_by(|a, b| b.total_cmp(a));
        let with_any = fills(&all, room.any);
        let only_new = fills(&arrivals, room.new);
        let avail = all.len();
        let mut out = vec![f64::NEG_INFINITY; f + 1];
        for u in 0..=earlier.min(f) {
            if best[u] == f64::NEG_INFINITY {
                continue;
            }
            // Some floater that could run before is left only while fewer than all are taken.
            let fill = if u < earlier { &with_any } else { &only_new };
            for n in 0..=(avail - u) {
                let v = fill.get(n).or(fill.last()).copied().unwrap_or(0.0);
                let t = best[u] + v;
                if t > out[u + n] {
                    out[u + n] = t;
                }
            }
        }
        best = out;
    }
    Some(best.iter().copied().fold(0.0, f64::max))
}
