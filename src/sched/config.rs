//! The scheduler's settings: the direction of its first run, the memory limit, the portfolio
//! and its stages (exact search, improvement, the large-graph portfolio) with their defaults.

use super::rules::RuleSet;

/// Which way the list scheduler walks the graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Direction {
    /// From the sinks towards the sources, like XLA (default).
    #[default]
    BottomUp,
    /// From the sources towards the sinks.
    TopDown,
}

impl Direction {
    /// "bottom-up" or "top-down".
    pub fn name(self) -> &'static str {
        match self {
            Direction::BottomUp => "bottom-up",
            Direction::TopDown => "top-down",
        }
    }
}

/// Scheduler settings.
#[derive(Clone, Debug, PartialEq)]
pub struct SchedConfig {
    /// Direction of the (first) run.
    pub direction: Direction,
    /// Peak live bytes the result must not exceed (when the input order fits).
    pub memory_limit: Option<u64>,
    /// Record every decision (node, deciding rule, ready-set size) in the result.
    pub explain: bool,
    /// Run several variants (both directions, with and without the aggressive rules, with the
    /// critical-path rule, tighter memory targets), gap-fill each, add the input
    /// order, replay each and keep the best. Graphs over [`SchedConfig::large_graph_nodes`]
    /// nodes get the smaller large-graph portfolio.
    pub portfolio: bool,
    /// Which rules are on.
    pub rules: RuleSet,
    /// Threads for the portfolio's variants (0: the available cores). The result does not
    /// depend on it.
    pub threads: usize,
    /// Stop the portfolio at the first variant whose order reaches the lower bound within the
    /// memory limit (the report then lists fewer candidates). Off by default: the winner is
    /// chosen among makespans within a tie of the best by the lowest peak, so a later candidate
    /// at the bound with a lower peak could still win; with it on, the result is an order at
    /// the lower bound, not necessarily the one the full portfolio returns.
    pub early_stop: bool,
    /// Computations with at most this many nodes also get the exact search (a branch and
    /// bound over program orders under XLA's rules, timed by the replay; see
    /// [`SchedConfig::with_exact`]). 0 turns it off. Needs `portfolio`. Where compute slows
    /// beside a flight (interference on), [`SchedConfig::exact_max_nodes_slowed`] also limits it.
    pub exact_max_nodes: usize,
    /// Under interference, the exact search takes computations of at most this many nodes
    /// (and of at most `exact_max_nodes`): its states cost more there (default
    /// [`EXACT_SLOWED_MAX_NODES`]).
    pub exact_max_nodes_slowed: usize,
    /// States the exact search may expand per computation (a count, not wall time, so the
    /// result is deterministic); it proves the optimum only when it finishes within them.
    pub exact_budget: u64,
    /// Moves the improvement pass may try on the winner (each one replayed from the last
    /// checkpoint it shares with the current order, and at most 2,500 nodes' worth of tries
    /// per try in all: tries of 10M nodes at the default); 0 turns it off. Graphs above
    /// [`IMPROVE_MAX_NODES`] nodes, and winners already at the lower bound, skip it.
    pub improve_budget: u64,
    /// Graphs with more nodes than this get the large-graph portfolio: two list-scheduler
    /// variants (the configured direction with the configured rules, and the same with the
    /// critical-path rule and without the aggressive rules), each gap-filled, and the input
    /// order; no per-kind planning, forward, exact or improvement stages. It keeps a
    /// million-node computation within a few times its parse (see the README's Performance
    /// section). The choice depends only on the node count, so the result is still that of the
    /// serial run byte for byte. Every computation of the real modules is far below the
    /// default (the largest under `../shared/hlo` has 3.3k instructions, which
    /// `tests/serial_identical.rs` checks, the entry of XLA's transformer96 dump 12.6k), so
    /// their schedules never take this path unless asked ([`SchedConfig::with_large_graph`]).
    pub large_graph_nodes: usize,
}

/// Default of [`SchedConfig::large_graph_nodes`].
pub const LARGE_GRAPH_NODES: usize = 200_000;

/// Default of [`SchedConfig::exact_max_nodes`]: 600 takes in transformer_2x4's 553-node entry
/// under XLA's costs, where the search at the default budget finds 2350.50 us against the
/// portfolio's 2365.85 (`examples/gap_probe.rs`), for 0.46 CPU s over all nine xla_lhs
/// computations with every node count searched.
pub const EXACT_MAX_NODES: usize = 600;
/// Default of [`SchedConfig::exact_max_nodes_slowed`], the most nodes the exact search takes
/// where compute slows beside a flight (interference on): its states cost more there (each
/// bound charges every flight its slowdown, and dominance drains the collectives in flight).
/// On the corpus' `--combine auto` runs the searches above it (transformer_2x4's 564-node entry: 12 searches, 0.7 CPU s of 2.4) gained
/// 0.006%; below it they prove loop bodies optimal (ring_attention_loop, 61 nodes) and improve
/// transformer_scan's 180-node entry by 0.17%.
pub const EXACT_SLOWED_MAX_NODES: usize = 300;
/// Default of [`SchedConfig::exact_budget`].
pub const EXACT_BUDGET: u64 = 5_000;
/// Default of [`SchedConfig::improve_budget`]: since tries replay from a checkpoint
/// of the current order, 4,000 cost what 2,000 did (XLA's uncombined transformer_4x2 under
/// XLA's rules and costs: 14,026.00 -> 13,973.01 us, gap to the rules bound 1.031 -> 1.027).
pub const IMPROVE_BUDGET: u64 = 4_000;
/// Graphs with more nodes than this skip the improvement pass (and the forward variant):
/// llama_gqa's entry (2,202 nodes once grouped) gains 15 us of 7,009 from it, and
/// llama_gqa16's uncombined one (4,469 nodes) 16,928 -> 16,850 us for about 0.5 s;
/// transformer48's (about 7,000) stays out, where one schedule must stay under XLA's pass time.
pub const IMPROVE_MAX_NODES: usize = 5_000;

impl SchedConfig {
    /// The same settings with the exact search on computations of at most `max_nodes` nodes,
    /// under interference too, expanding at most `budget` states each (0 nodes: off).
    pub fn with_exact(mut self, max_nodes: usize, budget: u64) -> Self {
        self.exact_max_nodes = max_nodes;
        self.exact_max_nodes_slowed = max_nodes;
        self.exact_budget = budget;
        self
    }

    /// The same settings with the large-graph portfolio for graphs of more than `nodes` nodes
    /// (see [`SchedConfig::large_graph_nodes`]; `usize::MAX`: never).
    pub fn with_large_graph(mut self, nodes: usize) -> Self {
        self.large_graph_nodes = nodes;
        self
    }

    /// The same settings with an improvement pass of at most `budget` tried moves (0: off).
    pub fn with_improve(mut self, budget: u64) -> Self {
        self.improve_budget = budget;
        self
    }
}

impl Default for SchedConfig {
    fn default() -> Self {
        SchedConfig {
            direction: Direction::BottomUp,
            memory_limit: None,
            explain: false,
            portfolio: true,
            rules: RuleSet::xla(),
            threads: 0,
            early_stop: false,
            exact_max_nodes: EXACT_MAX_NODES,
            exact_max_nodes_slowed: EXACT_SLOWED_MAX_NODES,
            exact_budget: EXACT_BUDGET,
            improve_budget: IMPROVE_BUDGET,
            large_graph_nodes: LARGE_GRAPH_NODES,
        }
    }
}
