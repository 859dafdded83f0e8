//! XLA's opcodes with the names the HLO text printer uses (`xla/hlo/ir/hlo_opcode.h`).

macro_rules! opcodes {
    ($($variant:ident => $name:literal,)*) => {
        /// One XLA HLO opcode. The set follows `HLO_OPCODE_LIST` in XLA's `hlo_opcode.h`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Opcode {
            $(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*
        }

        impl Opcode {
            /// Every opcode, in declaration order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The name XLA prints (`all-gather-start`, `get-tuple-element`).
            pub fn name(self) -> &'static str {
                match self {
                    $(Opcode::$variant => $name,)*
                }
            }

            /// The opcode with this printed name, if XLA has one.
            pub fn from_name(name: &str) -> Option<Opcode> {
                match name {
                    $($name => Some(Opcode::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

opcodes! {
    Abs => "abs",
    Add => "add",
    AddDependency => "add-dependency",
    AfterAll => "after-all",
    AllGather => "all-gather",
    AllGatherDone => "all-gather-done",
    AllGatherStart => "all-gather-start",
    AllReduce => "all-reduce",
    AllReduceDone => "all-reduce-done",
    AllReduceStart => "all-reduce-start",
    AllToAll => "all-to-all",
    And => "and",
    AsyncDone => "async-done",
    AsyncStart => "async-start",
    AsyncUpdate => "async-update",
    Atan2 => "atan2",
    BatchNormGrad => "batch-norm-grad",
    BatchNormInference => "batch-norm-inference",
    BatchNormTraining => "batch-norm-training",
    Bitcast => "bitcast",
    BitcastConvert => "bitcast-convert",
    Broadcast => "broadcast",
    Call => "call",
    Cbrt => "cbrt",
    Ceil => "ceil",
    Cholesky => "cholesky",
    Clamp => "clamp",
    Clz => "count-leading-zeros",
    CollectiveBroadcast => "collective-broadcast",
    CollectivePermute => "collective-permute",
    CollectivePermuteDone => "collective-permute-done",
    CollectivePermuteStart => "collective-permute-start",
    Compare => "compare",
    Complex => "complex",
    Concatenate => "concatenate",
    Conditional => "conditional",
    Constant => "constant",
    Convert => "convert",
    Convolution => "convolution",
    Copy => "copy",
    CopyDone => "copy-done",
    CopyStart => "copy-start",
    Cos => "cosine",
    CustomCall => "custom-call",
    Divide => "divide",
    Domain => "domain",
    Dot => "dot",
    DynamicReshape => "dynamic-reshape",
    DynamicSlice => "dynamic-slice",
    DynamicUpdateSlice => "dynamic-update-slice",
    Erf => "erf",
    Exp => "exponential",
    Expm1 => "exponential-minus-one",
    Fft => "fft",
    Floor => "floor",
    Fusion => "fusion",
    Gather => "gather",
    GetDimensionSize => "get-dimension-size",
    GetTupleElement => "get-tuple-element",
    Imag => "imag",
    Infeed => "infeed",
    Iota => "iota",
    IsFinite => "is-finite",
    Log => "log",
    Log1p => "log-plus-one",
    Logistic => "logistic",
    Map => "map",
    Maximum => "maximum",
    Minimum => "minimum",
    Multiply => "multiply",
    Negate => "negate",
    Not => "not",
    OptimizationBarrier => "opt-barrier",
    Or => "or",
    Outfeed => "outfeed",
    Pad => "pad",
    Parameter => "parameter",
    PartitionId => "partition-id",
    PopulationCount => "popcnt",
    Power => "power",
    RaggedAllToAll => "ragged-all-to-all",
    RaggedDot => "ragged-dot",
    Real => "real",
    Recv => "recv",
    RecvDone => "recv-done",
    Reduce => "reduce",
    ReducePrecision => "reduce-precision",
    ReduceScatter => "reduce-scatter",
    ReduceWindow => "reduce-window",
    Remainder => "remainder",
    ReplicaId => "replica-id",
    Reshape => "reshape",
    Reverse => "reverse",
    Rng => "rng",
    RngBitGenerator => "rng-bit-generator",
    RngGetAndUpdateState => "rng-get-and-update-state",
    RoundNearestAfz => "round-nearest-afz",
    RoundNearestEven => "round-nearest-even",
    Rsqrt => "rsqrt",
    ScaledDot => "scaled-dot",
    Scatter => "scatter",
    Select => "select",
    SelectAndScatter => "select-and-scatter",
    Send => "send",
    SendDone => "send-done",
    SetDimensionSize => "set-dimension-size",
    ShiftLeft => "shift-left",
    ShiftRightArithmetic => "shift-right-arithmetic",
    ShiftRightLogical => "shift-right-logical",
    Sign => "sign",
    Sin => "sine",
    Slice => "slice",
    Sort => "sort",
    Sqrt => "sqrt",
    StochasticConvert => "stochastic-convert",
    Subtract => "subtract",
    Tan => "tan",
    Tanh => "tanh",
    TopK => "topk",
    Transpose => "transpose",
    TriangularSolve => "triangular-solve",
    Tuple => "tuple",
    While => "while",
    Xor => "xor",
}

impl Opcode {
    /// True for the instructions that begin an asynchronous operation: `*-start`, `async-start`,
    /// `send`, `recv`, `copy-start`. Each is finished by the matching [`Opcode::is_async_done`] op.
    pub fn is_async_start(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            AllGatherStart
                | AllReduceStart
                | CollectivePermuteStart
                | AsyncStart
                | Send
                | Recv
                | CopyStart
        )
    }

    /// True for the instructions that finish an asynchronous operation (`*-done`, `async-done`,
    /// `send-done`, `recv-done`, `copy-done`); their operand 0 is the start (or an `async-update`).
    pub fn is_async_done(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            AllGatherDone
                | AllReduceDone
                | CollectivePermuteDone
                | AsyncDone
                | SendDone
                | RecvDone
                | CopyDone
        )
    }

    /// True for the instructions that do no work at run time: the ones XLA's GPU estimator
    /// gives cost 0 (`GpuLatencyEstimator::NodeCost`: get-tuple-element, bitcast, constant,
    /// parameter, tuple, partition-id, replica-id, opt-barrier; reference §1.8) and the pure
    /// ordering ops (after-all, add-dependency, domain). The one no-op set of the crate.
    pub fn is_noop(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Parameter
                | Constant
                | GetTupleElement
                | Tuple
                | Bitcast
                | PartitionId
                | ReplicaId
                | OptimizationBarrier
                | AfterAll
                | AddDependency
                | Domain
        )
    }

    /// True for the opcodes XLA calls elementwise (`HloInstruction::IsElementwiseImpl`): each
    /// output element depends only on the same element of every operand, all of one shape.
    /// (XLA also counts `bitcast-convert` between types of one width; it is left out here.)
    pub fn is_elementwise(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Abs | Add
                | And
                | Atan2
                | Cbrt
                | Ceil
                | Clamp
                | Clz
                | Compare
                | Complex
                | Convert
                | Copy
                | Cos
                | Divide
                | Erf
                | Exp
                | Expm1
                | Floor
                | Imag
                | IsFinite
                | Log
                | Log1p
                | Logistic
                | Maximum
                | Minimum
                | Multiply
                | Negate
                | Not
                | Or
                | PopulationCount
                | Power
                | Real
                | ReducePrecision
                | Remainder
                | RoundNearestAfz
                | RoundNearestEven
                | Rsqrt
                | Select
                | ShiftLeft
                | ShiftRightArithmetic
                | ShiftRightLogical
                | Sign
                | Sin
                | Sqrt
                | StochasticConvert
                | Subtract
                | Tan
                | Tanh
                | Xor
        )
    }

    /// True for the instructions that run their called computations as code (`while`, `call`,
    /// `conditional`), as opposed to fusion bodies, reducers and async wrappers.
    pub fn runs_called_code(self) -> bool {
        matches!(self, Opcode::While | Opcode::Call | Opcode::Conditional)
    }

    /// True for the opcodes that communicate between devices, in sync or async-start form
    /// (`async-start` itself is not one: look at the computation it wraps).
    pub fn is_collective(self) -> bool {
        self.sync_collective().is_some()
    }

    /// The sync collective this opcode performs: `all-gather-start` -> `all-gather`,
    /// `all-reduce` -> `all-reduce`. `None` for non-collectives and for the `-done` halves.
    pub fn sync_collective(self) -> Option<Opcode> {
        use Opcode::*;
        match self {
            AllGather | AllGatherStart => Some(AllGather),
            AllReduce | AllReduceStart => Some(AllReduce),
            CollectivePermute | CollectivePermuteStart => Some(CollectivePermute),
            ReduceScatter => Some(ReduceScatter),
            AllToAll => Some(AllToAll),
            RaggedAllToAll => Some(RaggedAllToAll),
            CollectiveBroadcast => Some(CollectiveBroadcast),
            _ => None,
        }
    }
}

impl std::fmt::Display for Opcode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for &op in Opcode::ALL {
            assert_eq!(Opcode::from_name(op.name()), Some(op));
        }
        assert_eq!(
            Opcode::from_name("all-gather-start"),
            Some(Opcode::AllGatherStart)
        );
        assert_eq!(Opcode::from_name("frobnicate"), None);
    }

    #[test]
    fn async_and_collective_classes() {
        assert!(Opcode::AsyncStart.is_async_start());
        assert!(Opcode::RecvDone.is_async_done());
        assert_eq!(
            Opcode::AllGatherStart.sync_collective(),
            Some(Opcode::AllGather)
        );
        assert!(!Opcode::AsyncStart.is_collective());
        assert!(!Opcode::AllReduceDone.is_collective());
    }
}
