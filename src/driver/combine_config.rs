//! What `--combine` is asked to do: the mode and the limits of `auto`'s search (a config
//! struct with a builder, as the rest of the driver's options).

use super::combine_plan::XlaThresholds;
use super::error::CombineOptionError;

/// Which grouping `schedule` uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CombineMode {
    /// Keep the module's grouping (today's behaviour).
    #[default]
    Off,
    /// XLA's threshold combiner ([`XlaThresholds`]) on every computation.
    Xla,
    /// Choose by cost: the grouping whose schedule replays fastest within the memory limit.
    Auto,
}

impl CombineMode {
    /// `off`, `xla` or `auto`.
    pub fn name(self) -> &'static str {
        match self {
            CombineMode::Off => "off",
            CombineMode::Xla => "xla",
            CombineMode::Auto => "auto",
        }
    }

    /// Parses `off`, `xla` or `auto`.
    pub fn parse(s: &str) -> Result<CombineMode, CombineOptionError> {
        match s {
            "off" => Ok(CombineMode::Off),
            "xla" => Ok(CombineMode::Xla),
            "auto" => Ok(CombineMode::Auto),
            _ => Err(CombineOptionError::Mode(s.to_string())),
        }
    }
}

/// Default of [`CombineConfig::budget`]: the input as given (scheduled only when it might win),
/// XLA's grouping, a threshold step and a cost-driven plan. A fifth schedule (a second plan)
/// gained 0.03% on one of the seven corpus pairs (transformer96) and nothing on the others, at
/// a quarter more time: it took `auto` over XLA's own pass time on transformer96.
pub const DEFAULT_BUDGET: usize = 4;

/// How collectives are combined (see the module doc). Builder style.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CombineConfig {
    /// The mode.
    pub mode: CombineMode,
    /// XLA's thresholds, for `xla` and for the XLA candidate of `auto`.
    pub xla: XlaThresholds,
    /// Full schedules `auto` may run (the input as given counts as one; at least 1).
    pub budget: usize,
    /// Full schedules `auto`'s local search on bucket boundaries may run after the
    /// candidates ([`super::combine_search`]; 0: no search; `None`: by the module's size,
    /// [`super::combine_search::default_budget`]).
    pub search: Option<usize>,
}

impl Default for CombineConfig {
    fn default() -> Self {
        CombineConfig {
            mode: CombineMode::Off,
            xla: XlaThresholds::default(),
            budget: DEFAULT_BUDGET,
            search: None,
        }
    }
}

impl CombineConfig {
    /// Sets the mode.
    pub fn mode(mut self, mode: CombineMode) -> Self {
        self.mode = mode;
        self
    }

    /// Sets XLA's thresholds.
    pub fn xla(mut self, t: XlaThresholds) -> Self {
        self.xla = t;
        self
    }

    /// XLA's thresholds from the combiner flags in `xla_flags` (an `XLA_FLAGS`-style string),
    /// or, when it is `None`, in the `XLA_FLAGS` environment variable; XLA's defaults for
    /// every flag not given. A malformed value is an error naming the flag.
    pub fn xla_flags(mut self, xla_flags: Option<&str>) -> Result<Self, CombineOptionError> {
        let env = std::env::var("XLA_FLAGS").ok();
        let text = xla_flags.or(env.as_deref()).unwrap_or("");
        self.xla = XlaThresholds::from_xla_flags(text)?;
        Ok(self)
    }

    /// Sets the budget of full schedules (0 is read as 1).
    pub fn budget(mut self, n: usize) -> Self {
        self.budget = n.max(1);
        self
    }

    /// Sets the local search's budget of full schedules (0: no search).
    pub fn search(mut self, n: usize) -> Self {
        self.search = Some(n);
        self
    }
}
