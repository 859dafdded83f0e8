//! An HLO module: the header, the stack-frame tables and the computations.

use super::computation::Computation;
use super::ids::CompId;
use super::parse::FastHash;

/// One stack-frame table between the header and the first computation (`FileNames`,
/// `FunctionNames`, `FileLocations`, `StackFrames`), kept verbatim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackFrameTable {
    /// The title line (`FileNames`).
    pub title: String,
    /// The entry lines as printed (`1 "gen.py"`).
    pub lines: Vec<String>,
}

/// A module's computations by name (see [`Module::computations_by_name`]).
#[derive(Debug)]
pub struct ComputationNames<'a>(std::collections::HashMap<&'a str, CompId, FastHash>);

impl ComputationNames<'_> {
    /// The computation named `name` (without `%`).
    pub fn get(&self, name: &str) -> Option<CompId> {
        self.0.get(name).copied()
    }
}

/// An HLO module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    /// The module name (`jit_collectives_mix`).
    pub name: String,
    /// Header attributes after the name, in order, values verbatim (`is_scheduled` -> `true`,
    /// `entry_computation_layout` -> `{(f32[8]{0})->f32[8]{0}}`).
    pub header_attrs: Vec<(String, String)>,
    /// The stack-frame tables, verbatim.
    pub stack_frame_tables: Vec<StackFrameTable>,
    /// The computation arena, in print order (callees first, as XLA prints).
    pub computations: Vec<Computation>,
    /// The `ENTRY` computation.
    pub entry: CompId,
}

impl Module {
    /// The verbatim value of header attribute `key`.
    pub fn header_attr(&self, key: &str) -> Option<&str> {
        self.header_attrs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Sets header attribute `key` to `value` (in place, or appended at the end).
    pub fn set_header_attr(&mut self, key: &str, value: String) {
        match self.header_attrs.iter_mut().find(|(k, _)| k == key) {
            Some(kv) => kv.1 = value,
            None => self.header_attrs.push((key.to_string(), value)),
        }
    }

    /// True if the header says `is_scheduled=true`: the instruction order is the schedule.
    pub fn is_scheduled(&self) -> bool {
        self.header_attr("is_scheduled") == Some("true")
    }

    /// Sets or clears `is_scheduled=true` (kept as the second header item, where XLA prints it).
    pub fn set_scheduled(&mut self, scheduled: bool) {
        self.header_attrs.retain(|(k, _)| k != "is_scheduled");
        if scheduled {
            self.header_attrs
                .insert(0, ("is_scheduled".to_string(), "true".to_string()));
        }
    }

    /// `num_partitions=N` from the header.
    pub fn num_partitions(&self) -> Option<i64> {
        self.header_attr("num_partitions")?.parse().ok()
    }

    /// `replica_count=N` from the header.
    pub fn replica_count(&self) -> Option<i64> {
        self.header_attr("replica_count")?.parse().ok()
    }

    /// Devices the collectives' ids range over: partitions x replicas (each 1 when absent).
    pub fn num_devices(&self) -> i64 {
        self.num_partitions()
            .unwrap_or(1)
            .saturating_mul(self.replica_count().unwrap_or(1))
            .max(1)
    }

    /// The computation at `id` (ids come from this module; a foreign id panics).
    pub fn computation(&self, id: CompId) -> &Computation {
        &self.computations[id.index()]
    }

    /// Mutable access to the computation at `id`.
    pub fn computation_mut(&mut self, id: CompId) -> &mut Computation {
        &mut self.computations[id.index()]
    }

    /// The computation named `name` (without `%`). One lookup builds no map (a scan); for
    /// many lookups, build [`Module::computations_by_name`] once.
    pub fn find_computation(&self, name: &str) -> Option<CompId> {
        self.computations
            .iter()
            .position(|c| c.name == name)
            .map(|p| CompId(p as u32))
    }

    /// Every computation by name, for lookups in a loop (linear in the module, where one
    /// [`Module::find_computation`] per computation would be quadratic). A name given twice
    /// maps to its first computation, as [`Module::find_computation`] answers.
    pub fn computations_by_name(&self) -> ComputationNames<'_> {
        let mut map = std::collections::HashMap::with_capacity_and_hasher(
            self.computations.len(),
            FastHash::default(),
        );
        for (i, c) in self.computations.iter().enumerate() {
            map.entry(c.name.as_str()).or_insert(CompId(i as u32));
        }
        ComputationNames(map)
    }

    /// The entry computation.
    pub fn entry(&self) -> &Computation {
        self.computation(self.entry)
    }

    /// All computation ids, in arena order.
    pub fn comp_ids(&self) -> impl Iterator<Item = CompId> {
        (0..self.computations.len() as u32).map(CompId)
    }

    /// Instructions in all computations (what XLA's dumps and `../shared/hlo/README.md` count).
    pub fn instruction_count(&self) -> usize {
        self.computations.iter().map(|c| c.len()).sum()
    }
}
