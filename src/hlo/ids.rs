//! Typed indices into the arenas of a module: computations in `Module::computations`,
//! instructions in `Computation::instructions`. Plain `u32`s, so they are `Copy` and cheap to store.

/// Index of an instruction in its computation's arena (`Computation::instructions`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct InstrId(pub u32);

/// Index of a computation in the module's arena (`Module::computations`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CompId(pub u32);

impl InstrId {
    /// The position in the arena, for indexing a `Vec`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl CompId {
    /// The position in the arena, for indexing a `Vec`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
