//! The list scheduler's choice among the ready nodes: the ordered rules compared pairwise
//! (XLA's `ReadySetLt`), the finalists of the open buckets, and the step that picks the next
//! node (or, when every ready node is blocked, lets them compete again and counts the limit
//! violation).

use super::{Core, Loc};
use crate::sched::rules::Rule;
use std::cmp::Reverse;

impl Core<'_> {
    fn constrained(&self, r: u32) -> bool {
        r != u32::MAX && self.avail_res[r as usize] <= 0 && self.in_queue[r as usize] > 0
    }

    fn gap(&self) -> Option<f64> {
        if !self.v.rules.has(Rule::AvoidWaste) {
            return None;
        }
        self.heap
            .peek()
            .map(|Reverse((rt, _))| rt.0 - self.cur)
            .filter(|g| *g > 0.0)
    }

    /// The full comparison of two candidates: `Some((a_wins, rule))`, `None` when equal.
    fn compare(&self, a: u32, b: u32, gap: Option<f64>) -> (bool, Rule) {
        let (x, y) = (a as usize, b as usize);
        let s = &self.st;
        let r = &self.v.rules;
        macro_rules! prefer {
            ($rule:expr, $pa:expr, $pb:expr) => {
                let (pa, pb): (bool, bool) = ($pa, $pb);
                if pa != pb {
                    return (pa, $rule);
                }
            };
        }
        prefer!(Rule::ForceEarly, s.first[x], s.first[y]);
        prefer!(Rule::ForceDelay, !s.last[x], !s.last[y]);
        if s.prio[x] != s.prio[y] {
            return (s.prio[x] < s.prio[y], Rule::DelayPriority);
        }
        if self.mem_mode && self.inc[x] != self.inc[y] {
            return (self.inc[x] < self.inc[y], Rule::DecreaseMemoryOverLimit);
        }
        if r.has(Rule::ScheduleDone) {
            prefer!(Rule::ScheduleDone, s.closer[x], s.closer[y]);
        }
        let (sa, sb) = (
            (self.rt[x] - self.cur).max(0.0),
            (self.rt[y] - self.cur).max(0.0),
        );
        if r.has(Rule::LessStall) && sa != sb {
            return (sa < sb, Rule::LessStall);
        }
        if r.has(Rule::FreeBackedUpResource) {
            let fa = s.opener[x] && self.constrained(s.res[x]);
            let fb = s.opener[y] && self.constrained(s.res[y]);
            prefer!(Rule::FreeBackedUpResource, fa, fb);
        }
        let (dx, dy) = (s.depth(x), s.depth(y));
        if dx != dy {
            return (dx > dy, Rule::AsyncDepth);
        }
        let (cx, cy) = (s.crit(x), s.crit(y));
        if cx != cy {
            return (cx > cy, Rule::CriticalPath);
        }
        if let Some(gap) = gap {
            let da = (gap - self.cost(x)).abs();
            let db = (gap - self.cost(y)).abs();
            if !s.opener[x] && da < db {
                return (true, Rule::AvoidWaste);
            }
            if !s.opener[y] && db < da {
                return (false, Rule::AvoidWaste);
            }
        }
        prefer!(Rule::UnlockDone, s.unlock[x], s.unlock[y]);
        if self.cm[x] != self.cm[y] {
            return (self.cm[x] > self.cm[y], Rule::CreatesMoreReadyNodes);
        }
        if self.mem.is_some() && r.has(Rule::DecreaseMemory) {
            prefer!(Rule::DecreaseMemory, (self.inc[x] < 0), (self.inc[y] < 0));
        }
        (s.pos(x) > s.pos(y), Rule::OriginalOrder)
    }

    fn bucket_open(&self, b: usize) -> bool {
        self.st.bucket_needs[b]
            .iter()
            .all(|&(r, u)| self.avail_res[r as usize] >= u as i64)
    }

    fn finalists(&self, gap: Option<f64>, out: &mut Vec<u32>, closed_too: bool) {
        for (bi, b) in self.buckets.iter().enumerate() {
            if b.len() == 0 || (self.bucket_open(bi) == closed_too) {
                continue;
            }
            let gap = if self.st.bucket_opener[bi] { None } else { gap };
            out.extend(b.best_avail(gap));
            out.extend(b.best_pending());
        }
    }

    fn best_of(&self, cands: &[u32], gap: Option<f64>) -> Option<u32> {
        let mut best: Option<u32> = None;
        for &c in cands {
            best = match best {
                None => Some(c),
                Some(b) if b != c && self.compare(c, b, gap).0 => Some(c),
                keep => keep,
            };
        }
        best
    }

    /// The next node to place and the rule that chose it; `violations` counts the times every
    /// ready node was blocked and one had to break a limit.
    pub(super) fn select(
        &mut self,
        want: bool,
        violations: &mut usize,
    ) -> Result<(u32, Rule), String> {
        // Nodes whose ready time has come move from pending to available.
        while let Some(&Reverse((rt, i))) = self.heap.peek() {
            if !matches!(self.loc[i as usize], Loc::Pending(_)) {
                self.heap.pop();
                continue;
            }
            if rt.0 <= self.cur {
                self.heap.pop();
                self.detach(i);
                self.attach(i);
            } else {
                break;
            }
        }
        if let Some(next) = self.group_next() {
            return Ok(next);
        }
        if let Some(&x) = self.nops.last() {
            self.detach(x);
            return Ok((x, Rule::Nop));
        }
        let gap = self.gap();
        let mut cands: Vec<u32> = Vec::new();
        self.finalists(gap, &mut cands, false);
        let mut rule_over = None;
        if cands.is_empty() && self.dissolve_any() {
            return self.select(want, violations);
        }
        if cands.is_empty() {
            self.finalists(gap, &mut cands, true);
            rule_over = Some(Rule::OverLimit);
            *violations += 1;
        }
        if cands.is_empty() && self.unblock_all() {
            self.finalists(gap, &mut cands, false);
            self.finalists(gap, &mut cands, true);
            rule_over = Some(Rule::OverLimit);
        }
        let Some(w) = self.best_of(&cands, gap) else {
            return Err(format!(
                "no ready node with {} of {} nodes unscheduled",
                self.loc.iter().filter(|l| **l != Loc::Done).count(),
                self.loc.len()
            ));
        };
        if self.self_check {
            self.check_choice(w, gap)?;
        }
        let wloc = self.loc[w as usize];
        self.detach(w);
        if let Some(r) = rule_over {
            return Ok((w, r));
        }
        if !want {
            return Ok((w, Rule::FirstCandidate));
        }
        // The strongest other candidate: the other finalists and the new best of w's bucket.
        let mut others: Vec<u32> = cands.into_iter().filter(|&c| c != w).collect();
        if let Loc::Avail(b) | Loc::Pending(b) = wloc {
            let bk = &self.buckets[b as usize];
            let bgap = if self.st.bucket_opener[b as usize] {
                None
            } else {
                gap
            };
            others.extend(bk.best_avail(bgap));
            others.extend(bk.best_pending());
        }
        let rule = match self.best_of(&others, gap) {
            Some(o) => self.compare(w, o, gap).1,
            None => Rule::FirstCandidate,
        };
        Ok((w, rule))
    }

    /// The sorted structures must pick what a full scan with [`Self::compare`] picks; the only
    /// rule allowed to differ is avoid-waste among nodes that become ready at the same time.
    fn check_choice(&self, w: u32, gap: Option<f64>) -> Result<(), String> {
        let mut all: Vec<u32> = Vec::new();
        for (bi, b) in self.buckets.iter().enumerate() {
            if self.bucket_open(bi) {
                all.extend(b.ids(|s| !self.sig_blocked(s)));
            }
        }
        for &c in &all {
            if c != w {
                let (c_wins, rule) = self.compare(c, w, gap);
                if c_wins && rule != Rule::AvoidWaste {
                    return Err(format!("chose {w} but {c} wins by {}", rule.name()));
                }
            }
        }
        Ok(())
    }
}
