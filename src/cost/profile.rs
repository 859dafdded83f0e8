//! Measured per-instruction costs in XLA's PGLE format (`ProfiledInstructionsProto`:
//! `costs { name cost_us }`, `latencies { source target latency_us }`, keyed by instruction
//! name; reference §1.8). Text or binary, read with the same loader as the tables.

use super::tables::load::{decode_text, detect_format, read_file, Format};
use super::tables::pb::tensorflow::profiler::ProfiledInstructionsProto;
use super::tables::TableError;
use crate::hlo::parse::FastHash;
use crate::hlo::Module;
use prost::Message;
use std::collections::{HashMap, HashSet};
use std::path::Path;

/// Full name of the profile message.
pub const PROFILE_MESSAGE: &str = "tensorflow.profiler.ProfiledInstructionsProto";

/// Measured costs and latencies, in seconds, by instruction name. Hash maps keyed by name
/// (latencies by source, then target), so a lookup by `&str` neither allocates nor grows with
/// the profile: pricing a module is linear in module + profile size. The maps hash with the
/// parser's fixed-seed foldhash: SipHash was a tenth of an `eval` with a whole-module profile.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Profile {
    costs: HashMap<String, f64, FastHash>,
    latencies: HashMap<String, HashMap<String, f64, FastHash>, FastHash>,
}

/// XLA's profiles may prefix names with the module fingerprint (`fingerprint::name`).
fn bare(name: &str) -> &str {
    name.rsplit_once("::").map_or(name, |(_, n)| n)
}

fn check(file: &str, what: impl Fn() -> String, us: f64) -> Result<f64, TableError> {
    if us.is_finite() && us >= 0.0 {
        Ok(us * 1e-6)
    } else {
        Err(TableError::new(
            file,
            Some(what()),
            format!("time {us} us is not a finite non-negative number"),
        ))
    }
}

impl Profile {
    /// Reads a profile file, text or binary (chosen by content).
    pub fn load(path: impl AsRef<Path>) -> Result<Profile, TableError> {
        let path = path.as_ref();
        let file = path.display().to_string();
        let bytes = read_file(path)?;
        let msg: ProfiledInstructionsProto = match detect_format(&bytes) {
            // Plain text goes through the direct reader (`tables::text_fast`).
            Format::Text => decode_text(&file, &bytes, PROFILE_MESSAGE)?,
            Format::Binary => ProfiledInstructionsProto::decode(bytes.as_slice()).map_err(|e| {
                TableError::new(&file, None, format!("not a binary {PROFILE_MESSAGE}: {e}"))
            })?,
        };
        Profile::from_message(&file, &msg)
    }

    /// Builds a profile from the decoded message; repeated names are averaged (XLA averages
    /// rematerialized clones the same way). Errors name the entry with a bad time.
    pub fn from_message(
        file: &str,
        msg: &ProfiledInstructionsProto,
    ) -> Result<Profile, TableError> {
        // Sums per bare name in entry order (the same sums whatever the map); messages for a
        // bad time are built only when one is found.
        let mut sums: HashMap<&str, (f64, u32), FastHash> =
            HashMap::with_capacity_and_hasher(msg.costs.len(), FastHash::default());
        for (i, c) in msg.costs.iter().enumerate() {
            let s = check(file, || format!("costs entry {i} ({})", c.name), c.cost_us)?;
            let e = sums.entry(bare(&c.name)).or_default();
            e.0 += s;
            e.1 += 1;
        }
        let mut lat: HashMap<(&str, &str), (f64, u32), FastHash> =
            HashMap::with_capacity_and_hasher(msg.latencies.len(), FastHash::default());
        for (i, l) in msg.latencies.iter().enumerate() {
            let what = || format!("latencies entry {i} ({} -> {})", l.source, l.target);
            let s = check(file, what, l.latency_us)?;
            let e = lat.entry((bare(&l.source), bare(&l.target))).or_default();
            e.0 += s;
            e.1 += 1;
        }
        let mut latencies: HashMap<String, HashMap<String, f64, FastHash>, FastHash> =
            HashMap::default();
        for ((a, b), (s, n)) in lat {
            latencies
                .entry(a.to_string())
                .or_default()
                .insert(b.to_string(), s / f64::from(n));
        }
        Ok(Profile {
            costs: sums
                .into_iter()
                .map(|(k, (s, n))| (k.to_string(), s / f64::from(n)))
                .collect(),
            latencies,
        })
    }

    /// The measured cost of instruction `name`, in seconds.
    pub fn cost(&self, name: &str) -> Option<f64> {
        self.costs.get(name).copied()
    }

    /// The measured latency between `source` and `target`, in seconds.
    pub fn latency(&self, source: &str, target: &str) -> Option<f64> {
        self.latencies.get(source)?.get(target).copied()
    }

    /// Number of instruction costs and of latencies.
    pub fn len(&self) -> (usize, usize) {
        (
            self.costs.len(),
            self.latencies.values().map(HashMap::len).sum(),
        )
    }

    /// True when the profile holds nothing.
    pub fn is_empty(&self) -> bool {
        self.costs.is_empty() && self.latencies.is_empty()
    }

    /// Names the profile mentions that `known` does not recognise, sorted: a profile taken from
    /// another module version. The caller warns and uses the rest.
    pub fn unknown_names(&self, known: &dyn Fn(&str) -> bool) -> Vec<String> {
        let mut out: Vec<String> = self
            .costs
            .keys()
            .chain(
                self.latencies
                    .iter()
                    .flat_map(|(a, to)| std::iter::once(a).chain(to.keys())),
            )
            .filter(|n| !known(n))
            .cloned()
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// [`Profile::unknown_names`] against every instruction name of `m`, looked up in one set
    /// of the module's names (linear in module + profile size).
    pub fn unknown_in_module(&self, m: &Module) -> Vec<String> {
        let names: HashSet<&str, FastHash> = m
            .computations
            .iter()
            .flat_map(|c| c.instructions.iter().map(|i| i.name.as_str()))
            .collect();
        self.unknown_names(&|n: &str| names.contains(n))
    }
}
