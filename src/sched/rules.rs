//! The candidate comparison as an ordered list of named rules, modelled on XLA's
//! `ReadySetLt::AIsBetterThanB` (reference notes §1.4). The first rule that tells two
//! candidates apart decides; every decision records that rule.
//!
//! Names refer to the bottom-up process (XLA's convention): "done" is the node that opens a
//! pair in the process (a done bottom-up, a start top-down), "start" the one that closes it.

use std::fmt;

/// One rule of the comparison, or how a node was chosen without one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rule {
    /// Hint `force_early`: picked as soon as it is ready (lands right before its users).
    ForceEarly,
    /// Hint `force_delay`: picked last (lands as early as possible in program order).
    ForceDelay,
    /// Hint `delay_priority`: the lower priority is picked first.
    DelayPriority,
    /// Live bytes above half the memory limit (XLA's memory-pressure block, rules
    /// `kDecreaseMemoryOverLimit`/`kMemoryPeakOverLimit` folded into one key): prefer the
    /// smaller increase of live bytes.
    DecreaseMemoryOverLimit,
    /// Prefer the node opening a pair (a done bottom-up, a start top-down).
    ScheduleDone,
    /// Prefer the candidate that makes the compute stream wait less.
    LessStall,
    /// Prefer closing a pair whose resource is saturated while others wait for it.
    FreeBackedUpResource,
    /// Prefer the larger accumulated async latency (XLA `kAsyncDepth`).
    AsyncDepth,
    /// Prefer the longer remaining critical path (costs plus latencies to the end of the
    /// process); classic list scheduling's priority, not one of XLA's rules. Off in
    /// [`RuleSet::xla`]; the portfolio tries it.
    CriticalPath,
    /// Prefer the compute whose cost best fills the gap until the next node is ready.
    AvoidWaste,
    /// Prefer a node with an async done among its operands (top-down: a start among its users).
    UnlockDone,
    /// Prefer the node that makes more predecessors ready.
    CreatesMoreReadyNodes,
    /// Memory: prefer a node that frees bytes.
    DecreaseMemory,
    /// Keep the input order (bottom-up: the later node first).
    OriginalOrder,
    /// The only selectable candidate.
    FirstCandidate,
    /// A no-op scheduled as soon as it was ready.
    Nop,
    /// A member of a scheduling group placed with its group.
    Group,
    /// Nothing was selectable within the overlap limits; the limit was exceeded.
    OverLimit,
}

impl Rule {
    /// The comparison rules in the order they are tried.
    pub const ORDER: [Rule; 14] = [
        Rule::ForceEarly,
        Rule::ForceDelay,
        Rule::DelayPriority,
        Rule::DecreaseMemoryOverLimit,
        Rule::ScheduleDone,
        Rule::LessStall,
        Rule::FreeBackedUpResource,
        Rule::AsyncDepth,
        Rule::CriticalPath,
        Rule::AvoidWaste,
        Rule::UnlockDone,
        Rule::CreatesMoreReadyNodes,
        Rule::DecreaseMemory,
        Rule::OriginalOrder,
    ];

    /// A stable kebab-case name for explanations and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Rule::ForceEarly => "force-early",
            Rule::ForceDelay => "force-delay",
            Rule::DelayPriority => "delay-priority",
            Rule::DecreaseMemoryOverLimit => "decrease-memory-over-limit",
            Rule::ScheduleDone => "schedule-done",
            Rule::LessStall => "less-stall",
            Rule::FreeBackedUpResource => "free-backed-up-resource",
            Rule::AsyncDepth => "async-depth",
            Rule::CriticalPath => "critical-path",
            Rule::AvoidWaste => "avoid-waste",
            Rule::UnlockDone => "unlock-done",
            Rule::CreatesMoreReadyNodes => "creates-more-ready-nodes",
            Rule::DecreaseMemory => "decrease-memory",
            Rule::OriginalOrder => "original-order",
            Rule::FirstCandidate => "first-candidate",
            Rule::Nop => "nop",
            Rule::Group => "group",
            Rule::OverLimit => "over-limit",
        }
    }

    /// What the rule did, in one sentence a person can read next to a decision.
    pub fn meaning(self) -> &'static str {
        match self {
            Rule::ForceEarly => "the frontend asked for this node right before its users",
            Rule::ForceDelay => "the frontend asked for this node as early as possible",
            Rule::DelayPriority => "the frontend's delay priority ordered it",
            Rule::DecreaseMemoryOverLimit => {
                "live memory was above half the limit; it grows memory the least"
            }
            Rule::ScheduleDone => {
                "an async done goes as late as possible, so its collective has the most time to hide"
            }
            Rule::LessStall => "it was ready soonest, so the compute stream idles least",
            Rule::FreeBackedUpResource => {
                "its collective stream was full with others waiting; this frees it"
            }
            Rule::AsyncDepth => "it leads to the most collective latency still to hide",
            Rule::CriticalPath => "it has the longest remaining critical path",
            Rule::AvoidWaste => "its cost best fills the idle gap before the next node is ready",
            Rule::UnlockDone => "it consumes an async done's result, letting the done move later",
            Rule::CreatesMoreReadyNodes => "it makes the most other nodes ready",
            Rule::DecreaseMemory => "it frees memory",
            Rule::OriginalOrder => "all else equal, the input order decided",
            Rule::FirstCandidate => "it was the only candidate",
            Rule::Nop => "a no-op placed as soon as it was ready",
            Rule::Group => "it belongs to a scheduling group kept together",
            Rule::OverLimit => "nothing fit the overlap limits, so the limit was exceeded",
        }
    }

    /// The rule with this name, if any.
    pub fn from_name(s: &str) -> Option<Rule> {
        Rule::ORDER
            .iter()
            .chain(&[
                Rule::FirstCandidate,
                Rule::Nop,
                Rule::Group,
                Rule::OverLimit,
            ])
            .copied()
            .find(|r| r.name() == s)
    }

    fn bit(self) -> u32 {
        1 << (self as u32)
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which rules are active. The order is fixed ([`Rule::ORDER`], XLA's); a set only switches
/// rules on and off. The memory rules act only when a memory limit is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleSet {
    bits: u32,
}

impl RuleSet {
    /// Every rule on.
    pub fn all() -> Self {
        RuleSet {
            bits: Rule::ORDER.iter().fold(0, |b, r| b | r.bit()),
        }
    }

    /// XLA GPU's configuration (`aggressive_scheduling_policies=true`): every rule but the
    /// critical path.
    pub fn xla() -> Self {
        Self::all().without(Rule::CriticalPath)
    }

    /// XLA's default configuration: the aggressive rules (async-depth, avoid-waste,
    /// creates-more-ready-nodes) off.
    pub fn conservative() -> Self {
        Self::xla()
            .without(Rule::AsyncDepth)
            .without(Rule::AvoidWaste)
            .without(Rule::CreatesMoreReadyNodes)
    }

    /// No rule but the original order (reproduces the input order where the graph allows).
    pub fn none() -> Self {
        RuleSet {
            bits: Rule::OriginalOrder.bit(),
        }
    }

    /// This set with `r` switched on.
    pub fn with(mut self, r: Rule) -> Self {
        self.bits |= r.bit();
        self
    }

    /// This set with `r` switched off.
    pub fn without(mut self, r: Rule) -> Self {
        self.bits &= !r.bit();
        self
    }

    /// Whether `r` is on.
    pub fn has(self, r: Rule) -> bool {
        self.bits & r.bit() != 0
    }

    /// The active rules, in comparison order.
    pub fn active(self) -> Vec<Rule> {
        Rule::ORDER
            .iter()
            .copied()
            .filter(|r| self.has(*r))
            .collect()
    }
}

impl Default for RuleSet {
    fn default() -> Self {
        Self::xla()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_sets_toggle() {
        for r in Rule::ORDER {
            assert_eq!(Rule::from_name(r.name()), Some(r));
        }
        let c = RuleSet::conservative();
        assert!(!c.has(Rule::AsyncDepth) && c.has(Rule::LessStall));
        assert_eq!(RuleSet::none().active(), vec![Rule::OriginalOrder]);
    }
}
