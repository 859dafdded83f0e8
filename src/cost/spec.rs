//! Plain descriptions of the work a cost model prices. Models take these, never HLO, so a
//! frontend without HLO can use them; `cost::hlo_spec` (the adapter) builds them from HLO.

use crate::hlo::element_type::ElementType;
use crate::hlo::DeviceGroups;
use crate::hlo::Opcode;
use std::fmt;

crate::names::named_enum! {
    /// The kind of a collective, with async forms (`*-start`, `async-start` wrappers) mapped
    /// to the synchronous kind they perform. The one collective vocabulary of the cost layer:
    /// HCCL's [`crate::cost::hccl::Op`] and the stream labels derive from it.
    pub enum CollectiveKind {
    /// `all-reduce`: every device gets the reduction of all buffers.
    AllReduce => "all-reduce",
    /// `all-gather`: every device gets every shard.
    AllGather => "all-gather",
    /// `reduce-scatter`: every device gets one shard of the reduction.
    ReduceScatter => "reduce-scatter",
    /// `all-to-all`: every device sends one chunk to each other.
    AllToAll => "all-to-all",
    /// `ragged-all-to-all`: all-to-all with per-pair sizes.
    RaggedAllToAll => "ragged-all-to-all",
    /// `collective-permute`: each source sends its buffer to one target.
    CollectivePermute => "collective-permute",
    /// `collective-broadcast`: one device's buffer to every device of its group.
    CollectiveBroadcast => "collective-broadcast",
    /// `send`: a point-to-point transfer out.
    Send => "send",
    /// `recv`: a point-to-point transfer in.
    Recv => "recv",
    }
}

impl CollectiveKind {
    /// Every kind, in declaration order.
    pub fn all() -> impl Iterator<Item = CollectiveKind> {
        Self::ALL.iter().copied()
    }

    /// The kind an HLO opcode performs: `all-gather`, `all-gather-start` and `all-gather-done`
    /// all give `AllGather`; `send-done`/`recv-done` give `Send`/`Recv`. `async-start`
    /// wrappers are resolved by the caller from the wrapped instruction.
    pub fn of_opcode(op: Opcode) -> Option<CollectiveKind> {
        use CollectiveKind as K;
        use Opcode::*;
        Some(match op {
            AllReduce | AllReduceStart | AllReduceDone => K::AllReduce,
            AllGather | AllGatherStart | AllGatherDone => K::AllGather,
            ReduceScatter => K::ReduceScatter,
            AllToAll => K::AllToAll,
            RaggedAllToAll => K::RaggedAllToAll,
            CollectivePermute | CollectivePermuteStart | CollectivePermuteDone => {
                K::CollectivePermute
            }
            CollectiveBroadcast => K::CollectiveBroadcast,
            Send | SendDone => K::Send,
            Recv | RecvDone => K::Recv,
            _ => return None,
        })
    }

    /// [`CollectiveKind::of_opcode`] for an opcode name (`all-gather-start`); also accepts a
    /// kind's own name.
    pub fn from_opcode(opcode: &str) -> Option<CollectiveKind> {
        Opcode::from_name(opcode).and_then(Self::of_opcode)
    }
}

impl fmt::Display for CollectiveKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a collective's groups sit on the machine (XLA's SoL communication types, reference §2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CommType {
    /// Every group lies inside one partition (one NVLink domain / one server).
    SinglePartition,
    /// One group spans every device of every partition.
    WorldLevel,
    /// Groups cross partitions without covering the world (e.g. one device per node).
    NonWorldLevel,
}

impl CommType {
    /// A stable lower-case name for output (`single-partition`).
    pub fn name(self) -> &'static str {
        match self {
            CommType::SinglePartition => "single-partition",
            CommType::WorldLevel => "world-level",
            CommType::NonWorldLevel => "non-world-level",
        }
    }
}

impl fmt::Display for CommType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One collective to price: what it does, how many bytes it moves (XLA's transfer-size rules:
/// all-gather and all-reduce output bytes, reduce-scatter input bytes, collective-permute operand
/// bytes) and over which groups.
#[derive(Clone, Debug, PartialEq)]
pub struct CollectiveSpec {
    /// What the collective does.
    pub kind: CollectiveKind,
    /// Transfer bytes of one participant.
    pub bytes: u64,
    /// Devices in each group.
    pub group_size: u32,
    /// Number of groups running the collective side by side.
    pub num_groups: u32,
    /// Whether the groups stay inside one partition (NVLink domain) or span several.
    pub comm_type: CommType,
    /// The element type moved, where known.
    pub dtype: Option<ElementType>,
    /// The device groups (compact), where known (exact-group queries, communication type).
    pub groups: Option<DeviceGroups>,
    /// Source-target pairs of a collective-permute, where known.
    pub source_target_pairs: Vec<(i64, i64)>,
}

impl CollectiveSpec {
    /// A spec with only the essentials; groups unknown, single partition, dtype unknown.
    pub fn new(kind: CollectiveKind, bytes: u64, group_size: u32, num_groups: u32) -> Self {
        CollectiveSpec {
            kind,
            bytes,
            group_size,
            num_groups,
            comm_type: CommType::SinglePartition,
            dtype: None,
            groups: None,
            source_target_pairs: Vec::new(),
        }
    }
}

/// One matrix multiplication to price: `b` batches of an `m x k` by `k x n` product.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GemmSpec {
    /// Batch count.
    pub b: u64,
    /// Rows of the left operand and the result.
    pub m: u64,
    /// Columns of the right operand and the result.
    pub n: u64,
    /// The contracted dimension.
    pub k: u64,
    /// Element type of the left operand.
    pub lhs: ElementType,
    /// Element type of the right operand.
    pub rhs: ElementType,
    /// Element type of the result.
    pub out: ElementType,
}

impl GemmSpec {
    /// Floating-point operations of the product: 2·b·m·n·k.
    pub fn flops(&self) -> f64 {
        2.0 * self.b as f64 * self.m as f64 * self.n as f64 * self.k as f64
    }

    /// XLA's table key for the types, `bf16xbf16->bf16`.
    pub fn dtype_key(&self) -> String {
        format!("{}x{}->{}", self.lhs, self.rhs, self.out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn async_opcodes_map_to_their_kind() {
        assert_eq!(
            CollectiveKind::from_opcode("all-gather-start"),
            Some(CollectiveKind::AllGather)
        );
        assert_eq!(
            CollectiveKind::from_opcode("collective-permute-done"),
            Some(CollectiveKind::CollectivePermute)
        );
        assert_eq!(
            CollectiveKind::from_opcode("send-done"),
            Some(CollectiveKind::Send)
        );
        assert_eq!(CollectiveKind::from_opcode("fusion"), None);
        for k in CollectiveKind::all() {
            assert_eq!(CollectiveKind::from_opcode(k.name()), Some(k));
        }
    }

    #[test]
    fn gemm_key_and_flops() {
        let g = GemmSpec {
            b: 2,
            m: 3,
            n: 4,
            k: 5,
            lhs: ElementType::Bf16,
            rhs: ElementType::Bf16,
            out: ElementType::F32,
        };
        assert_eq!(g.dtype_key(), "bf16xbf16->f32");
        assert_eq!(g.flops(), 240.0);
    }
}
