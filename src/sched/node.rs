//! What a built [`super::Graph`] keeps of each node: the fields every node uses, in a compact
//! record ([`Node`]), with the label and collective that only async starts carry kept apart
//! (a label table shared by all starts, a collective list of the starts that have one).
//! At a million instructions this is a third of [`NodeSpec`]'s size per node.

use super::graph::{Hints, NodeKind, NodeSpec};
use super::model::{Collective, Contention, Link};
use std::collections::HashMap;

/// Marks a [`Node`] without a label or collective.
pub(crate) const NONE: u32 = u32::MAX;

/// A node of a built graph: its [`NodeSpec`] without the name, label and collective, which
/// the graph keeps apart (read them with [`super::Graph::name`], [`super::Graph::label`] and
/// [`super::Graph::collective`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// Time on the compute stream, in seconds.
    pub cost: f64,
    /// Compute, async start or async done.
    pub kind: NodeKind,
    /// Scheduler hints.
    pub hints: Hints,
    /// Extra bytes live only while the node runs.
    pub transient_bytes: u64,
    /// A node that does no work: scheduled as soon as it is ready, no compute-stream time.
    pub is_noop: bool,
    /// How the node slows while collectives run.
    pub contention: Contention,
    /// Index in the graph's label table, [`NONE`] for none.
    pub(crate) label: u32,
    /// Index in the graph's collective list, [`NONE`] for none.
    pub(crate) collective: u32,
}

/// The labels and collectives of a graph's nodes, gathered while they are added.
#[derive(Clone, Debug, Default)]
pub(crate) struct Extras {
    /// Each distinct label once, in order of first use.
    pub labels: Vec<String>,
    label_ids: HashMap<String, u32>,
    /// Each distinct collective once, in order of first use (most starts share their groups,
    /// link and fixed latency with many others: one per layer and kind).
    pub collectives: Vec<Collective>,
    collective_ids: HashMap<CollectiveKey, u32>,
}

/// A collective as a map key: its fixed latency by its bits (equal keys, equal values).
type CollectiveKey = (Option<crate::hlo::DeviceGroups>, Link, u64);

impl Extras {
    /// `spec` as a [`Node`], its label and collective moved into these tables.
    pub fn add(&mut self, spec: NodeSpec) -> Node {
        let label = match spec.label {
            None => NONE,
            Some(l) => match self.label_ids.get(&l) {
                Some(&k) => k,
                None => {
                    // Fewer labels than nodes, whose ids are u32.
                    let k = self.labels.len() as u32;
                    self.label_ids.insert(l.clone(), k);
                    self.labels.push(l);
                    k
                }
            },
        };
        let collective = match spec.collective {
            None => NONE,
            Some(c) => {
                let key = (c.groups, c.link, c.fixed.to_bits());
                match self.collective_ids.get(&key) {
                    Some(&k) => k,
                    None => {
                        // Fewer collectives than nodes, whose ids are u32.
                        let k = self.collectives.len() as u32;
                        self.collectives.push(Collective {
                            groups: key.0.clone(),
                            link: c.link,
                            fixed: c.fixed,
                        });
                        self.collective_ids.insert(key, k);
                        k
                    }
                }
            }
        };
        Node {
            cost: spec.cost,
            kind: spec.kind,
            hints: spec.hints,
            transient_bytes: spec.transient_bytes,
            is_noop: spec.is_noop,
            contention: spec.contention,
            label,
            collective,
        }
    }

    /// The lookup map is needed only while nodes are added.
    pub fn finish(&mut self) {
        self.label_ids = HashMap::new();
        self.collective_ids = HashMap::new();
        self.collectives.shrink_to_fit();
    }

    /// A node's collective.
    pub fn collective(&self, n: &Node) -> Option<&Collective> {
        self.collectives.get(n.collective as usize)
    }

    /// A node's label.
    pub fn label(&self, n: &Node) -> Option<&str> {
        self.labels.get(n.label as usize).map(String::as_str)
    }
}
