//! A collective's per-step transfer plan: which rank sends which chunks to whom, over which
//! link, copying or reducing. The step executor (`exec`) runs it on real data.

use super::topology::Topology;
use super::{Algo, Op};
use std::fmt::Write as _;

/// The link a transfer uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LinkKind {
    /// Inside one rank (a copy from the input to the output buffer); free in the model.
    Local,
    /// Between two ranks of one server.
    Intra,
    /// Between ranks of different servers.
    Inter,
}

impl LinkKind {
    /// `local`, `intra` or `inter`.
    pub fn name(self) -> &'static str {
        match self {
            LinkKind::Local => "local",
            LinkKind::Intra => "intra",
            LinkKind::Inter => "inter",
        }
    }
}

/// What the receiver does with the chunks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum XferKind {
    /// Overwrite its chunk with the sender's.
    Copy,
    /// Add the sender's chunk into its own (costs gamma per byte at the receiver).
    Reduce,
}

/// One transfer of a step.
#[derive(Clone, Debug, PartialEq)]
pub struct Transfer {
    /// Sending rank.
    pub src: usize,
    /// Receiving rank.
    pub dst: usize,
    /// Chunk ids (indices into each rank's chunk array, see [`Plan::chunks`]).
    pub chunks: Vec<usize>,
    /// Copy or reduce at the receiver.
    pub kind: XferKind,
    /// The link class between `src` and `dst`.
    pub link: LinkKind,
}

/// One step: transfers that run at the same time. All of them read the data as it was before
/// the step.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Step {
    /// What the step is for (`ring reduce-scatter 3/7`).
    pub label: String,
    /// The transfers of the step.
    pub transfers: Vec<Transfer>,
}

/// The whole plan of one collective.
///
/// Chunks: each rank's buffer is split into `chunks` equal chunks of `chunk_bytes`. For
/// AllGather, ReduceScatter, Scatter and Gather chunk `c` is rank `c`'s block (`chunks = p`);
/// for AllToAll chunk `s * p + d` is what rank `s` sends to rank `d`; for AllReduce, Broadcast
/// and Reduce the algorithm chooses the split.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The algorithm.
    pub algo: Algo,
    /// The operation.
    pub op: Op,
    /// Ranks p.
    pub ranks: usize,
    /// Chunks per rank buffer.
    pub chunks: usize,
    /// Bytes of one chunk (fractional when the buffer does not divide evenly).
    pub chunk_bytes: f64,
    /// Root of rooted operations (always 0 here).
    pub root: usize,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

/// Builds a plan step by step, filling in each transfer's link from the topology.
pub(crate) struct Builder<'a> {
    topo: &'a Topology,
    plan: Plan,
}

impl<'a> Builder<'a> {
    /// An empty plan of `chunks` chunks over the buffer of `n` bytes (per-chunk `n / div`).
    pub fn new(topo: &'a Topology, algo: Algo, op: Op, chunks: usize, chunk_bytes: f64) -> Self {
        Builder {
            topo,
            plan: Plan {
                algo,
                op,
                ranks: topo.ranks(),
                chunks,
                chunk_bytes,
                root: 0,
                steps: Vec::new(),
            },
        }
    }

    /// Starts a new step.
    pub fn step(&mut self, label: impl Into<String>) {
        self.plan.steps.push(Step {
            label: label.into(),
            transfers: Vec::new(),
        });
    }

    /// Adds a transfer to the current step (starting one if none).
    pub fn send(&mut self, src: usize, dst: usize, chunks: Vec<usize>, kind: XferKind) {
        if chunks.is_empty() {
            return;
        }
        if self.plan.steps.is_empty() {
            self.step("");
        }
        let link = self.topo.link(src, dst);
        if let Some(s) = self.plan.steps.last_mut() {
            s.transfers.push(Transfer {
                src,
                dst,
                chunks,
                kind,
                link,
            });
        }
    }

    /// Appends the steps of another plan (same chunk layout).
    pub fn extend(&mut self, steps: Vec<Step>) {
        self.plan.steps.extend(steps);
    }

    /// The finished plan, without empty steps.
    pub fn finish(mut self) -> Plan {
        self.plan.steps.retain(|s| !s.transfers.is_empty());
        self.plan
    }
}

/// The transpose of a gathering schedule: steps in reverse order, every transfer reversed, copies
/// turned into `kind` (Reduce turns an AllGather into a ReduceScatter, Copy a Scatter into a
/// Gather). Valid because in a gathering schedule every chunk flows along a tree, and reversing
/// a tree's edges in reverse time order makes each rank send only after all of its subtree did.
pub(crate) fn transpose(steps: &[Step], kind: XferKind, label_to: &str) -> Vec<Step> {
    let total = steps.len();
    steps
        .iter()
        .rev()
        .enumerate()
        .map(|(i, s)| {
            // Keep what follows the step number (`, distance 4`, `: intra-server mesh`).
            let tail = s
                .label
                .find([',', ':'])
                .and_then(|at| s.label.get(at..))
                .unwrap_or("");
            Step {
                label: format!("{label_to} {}/{total}{tail}", i + 1),
                transfers: s
                    .transfers
                    .iter()
                    .filter(|t| t.link != LinkKind::Local)
                    .map(|t| Transfer {
                        src: t.dst,
                        dst: t.src,
                        chunks: t.chunks.clone(),
                        kind,
                        link: t.link,
                    })
                    .collect(),
            }
        })
        .collect()
}

impl Plan {
    /// The number of transfers in all steps.
    pub fn transfer_count(&self) -> usize {
        self.steps.iter().map(|s| s.transfers.len()).sum()
    }

    /// The plan as text, step by step, with each step's time when `step_seconds` has it: only
    /// rank `rank`'s tasks (what it sends, receives and copies locally) or, with `None`, all.
    pub fn render(&self, rank: Option<usize>, step_seconds: &[f64]) -> String {
        let mut out = String::new();
        for (i, s) in self.steps.iter().enumerate() {
            let time = step_seconds
                .get(i)
                .map(|t| format!(", {:.3} us", t * 1e6))
                .unwrap_or_default();
            let _ = writeln!(out, "step {} ({}{time}):", i + 1, s.label);
            let mut any = false;
            for t in s
                .transfers
                .iter()
                .filter(|t| rank.is_none_or(|r| t.src == r || t.dst == r))
            {
                any = true;
                let _ = writeln!(out, "  {}", self.describe(t, rank));
            }
            if !any {
                let _ = writeln!(out, "  idle");
            }
        }
        out
    }

    fn describe(&self, t: &Transfer, me: Option<usize>) -> String {
        let bytes = t.chunks.len() as f64 * self.chunk_bytes;
        let what = chunk_list(&t.chunks);
        let verb = match t.kind {
            XferKind::Copy => "copy",
            XferKind::Reduce => "reduce",
        };
        if t.link == LinkKind::Local {
            return format!(
                "local copy {what} input -> output (only when input and output buffers differ)"
            );
        }
        let tail = format!("[{} link, {verb}, {} B]", t.link.name(), fmt_f(bytes));
        match me {
            Some(r) if t.src == r => format!("send {what} to rank {} {tail}", t.dst),
            Some(_) => format!("recv {what} from rank {} {tail}", t.src),
            None => format!("rank {} -> rank {}: {what} {tail}", t.src, t.dst),
        }
    }
}

fn fmt_f(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x:.2}")
    }
}

/// `chunk 3` or `chunks [0..4) + 6` style, compact for runs of consecutive ids.
fn chunk_list(ids: &[usize]) -> String {
    if ids.len() == 1 {
        return format!("chunk {}", ids[0]);
    }
    let mut sorted = ids.to_vec();
    sorted.sort_unstable();
    let mut parts = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let start = sorted[i];
        let mut j = i;
        while j + 1 < sorted.len() && sorted[j + 1] == sorted[j] + 1 {
            j += 1;
        }
        if j > i {
            parts.push(format!("{}-{}", start, sorted[j]));
        } else {
            parts.push(format!("{start}"));
        }
        i = j + 1;
    }
    format!("chunks {}", parts.join(","))
}
