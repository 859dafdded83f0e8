//! Typed access to the attributes later layers read, parsed on demand from the verbatim text:
//! replica groups, source-target pairs, channel id, dimensions, dot dimension numbers,
//! frontend attributes, backend config (JSON), trip counts, metadata, custom-call target,
//! fusion kind.

use super::instruction::Instruction;
use super::replica_groups::{
    parse_int_lists, parse_replica_groups, ReplicaGroupError, ReplicaGroups,
};

/// A dot's dimension numbers (`lhs_batch_dims={0}, lhs_contracting_dims={2}, ...`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DotDims {
    /// `lhs_batch_dims`.
    pub lhs_batch: Vec<i64>,
    /// `lhs_contracting_dims`.
    pub lhs_contracting: Vec<i64>,
    /// `rhs_batch_dims`.
    pub rhs_batch: Vec<i64>,
    /// `rhs_contracting_dims`.
    pub rhs_contracting: Vec<i64>,
}

/// `metadata={op_name="..." op_type="..." scheduling_name="..." stack_frame_id=3 ...}` as
/// (key, unescaped value) pairs in printed order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Metadata {
    /// Every entry, in order.
    pub entries: Vec<(String, String)>,
}

impl Metadata {
    /// The value of `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
    /// `op_name`: the framework op this instruction came from.
    pub fn op_name(&self) -> Option<&str> {
        self.get("op_name")
    }
    /// `op_type`.
    pub fn op_type(&self) -> Option<&str> {
        self.get("op_type")
    }
    /// `scheduling_name`: the name XLA:GPU's scheduler knew the instruction by.
    pub fn scheduling_name(&self) -> Option<&str> {
        self.get("scheduling_name")
    }
    /// `source_file`.
    pub fn source_file(&self) -> Option<&str> {
        self.get("source_file")
    }
    /// `source_line`.
    pub fn source_line(&self) -> Option<i64> {
        self.get("source_line")?.parse().ok()
    }
    /// `stack_frame_id`: an index into the module's `StackFrames` table.
    pub fn stack_frame_id(&self) -> Option<i64> {
        self.get("stack_frame_id")?.parse().ok()
    }
}

impl Instruction {
    /// `replica_groups=` in any syntax; `None` when absent.
    pub fn replica_groups(&self) -> Option<Result<ReplicaGroups, ReplicaGroupError>> {
        self.attr("replica_groups").map(parse_replica_groups)
    }

    /// `source_target_pairs={{0,1},{1,2}}` of a collective-permute.
    pub fn source_target_pairs(&self) -> Option<Result<Vec<(i64, i64)>, ReplicaGroupError>> {
        let text = self.attr("source_target_pairs")?;
        Some(parse_int_lists(text).and_then(|lists| {
            lists
                .into_iter()
                .map(|l| match l.as_slice() {
                    &[s, t] => Ok((s, t)),
                    _ => Err(ReplicaGroupError {
                        offset: 0,
                        message: format!("a source-target pair has {} entries", l.len()),
                    }),
                })
                .collect()
        }))
    }

    /// `channel_id=N`.
    pub fn channel_id(&self) -> Option<i64> {
        self.attr("channel_id")?.trim().parse().ok()
    }

    /// An integer list attribute such as `dimensions={0,1}` (`None` if absent or malformed).
    pub fn int_list_attr(&self, key: &str) -> Option<Vec<i64>> {
        int_list(self.attr(key)?)
    }

    /// `dimensions={...}`.
    pub fn dimensions(&self) -> Option<Vec<i64>> {
        self.int_list_attr("dimensions")
    }

    /// The dot dimension numbers, when any of the four attributes is present.
    pub fn dot_dimension_numbers(&self) -> Option<DotDims> {
        let get = |k: &str| self.int_list_attr(k);
        let (lb, lc, rb, rc) = (
            get("lhs_batch_dims"),
            get("lhs_contracting_dims"),
            get("rhs_batch_dims"),
            get("rhs_contracting_dims"),
        );
        if lb.is_none() && lc.is_none() && rb.is_none() && rc.is_none() {
            return None;
        }
        Some(DotDims {
            lhs_batch: lb.unwrap_or_default(),
            lhs_contracting: lc.unwrap_or_default(),
            rhs_batch: rb.unwrap_or_default(),
            rhs_contracting: rc.unwrap_or_default(),
        })
    }

    /// `frontend_attributes={k="v", k2={...}}` as (key, value) pairs; quoted values unescaped,
    /// unquoted ones verbatim. Empty when absent.
    pub fn frontend_attributes(&self) -> Vec<(String, String)> {
        self.attr("frontend_attributes")
            .map(key_values)
            .unwrap_or_default()
    }

    /// `backend_config` parsed as JSON (either printed raw `{...}` or as an escaped string).
    /// `None` when absent or not JSON.
    pub fn backend_config(&self) -> Option<serde_json::Value> {
        let raw = self.attr("backend_config")?;
        let text = if raw.starts_with('"') {
            unescape(raw.get(1..raw.len().saturating_sub(1))?)
        } else {
            raw.to_string()
        };
        serde_json::from_str(&text).ok()
    }

    /// A while loop's trip count from `backend_config={"known_trip_count":{"n":"7"}}`.
    pub fn known_trip_count(&self) -> Option<u64> {
        let cfg = self.backend_config()?;
        let n = cfg.get("known_trip_count")?.get("n")?;
        n.as_str()
            .and_then(|s| s.parse().ok())
            .or_else(|| n.as_u64())
    }

    /// `collective_backend_config.is_sync` from the backend config: XLA:GPU marks the async
    /// pairs it decided to run synchronously.
    pub fn backend_is_sync(&self) -> Option<bool> {
        self.backend_config()?
            .get("collective_backend_config")?
            .get("is_sync")?
            .as_bool()
    }

    /// `metadata={...}` (empty when absent).
    pub fn metadata(&self) -> Metadata {
        Metadata {
            entries: self.attr("metadata").map(key_values).unwrap_or_default(),
        }
    }

    /// `custom_call_target="..."`, unquoted.
    pub fn custom_call_target(&self) -> Option<String> {
        self.attr("custom_call_target").map(unquote)
    }

    /// A fusion's `kind=kLoop|kInput|kOutput|kCustom`.
    pub fn fusion_kind(&self) -> Option<&str> {
        self.attr("kind")
    }
}

/// Parses `{1,2,3}` (also `{}`).
pub fn int_list(text: &str) -> Option<Vec<i64>> {
    let inner = text.trim().strip_prefix('{')?.strip_suffix('}')?.trim();
    if inner.is_empty() {
        return Some(Vec::new());
    }
    inner.split(',').map(|t| t.trim().parse().ok()).collect()
}

/// Removes the quotes of `"..."` and unescapes; other text is returned as is.
pub fn unquote(text: &str) -> String {
    let t = text.trim();
    match t.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
        Some(inner) => unescape(inner),
        None => t.to_string(),
    }
}

/// Undoes XLA's C-style escaping (`\"`, `\\`, `\n`, `\t`, octal `\NNN`, `\xHH`).
pub fn unescape(s: &str) -> String {
    if !s.contains('\\') {
        return s.to_string();
    }
    let b = s.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' || i + 1 >= b.len() {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let e = b[i + 1];
        i += 2;
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'0'..=b'7' => {
                let mut v = u32::from(e - b'0');
                let mut k = 0;
                while k < 2 && i < b.len() && (b'0'..=b'7').contains(&b[i]) {
                    v = v * 8 + u32::from(b[i] - b'0');
                    i += 1;
                    k += 1;
                }
                out.push((v & 0xff) as u8);
            }
            b'x' => {
                let mut v = 0u32;
                let mut k = 0;
                while k < 2 && i < b.len() && b[i].is_ascii_hexdigit() {
                    v = v * 16 + char::from(b[i]).to_digit(16).unwrap_or(0);
                    i += 1;
                    k += 1;
                }
                out.push(v as u8);
            }
            other => out.push(other),
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Splits `{k=v k2="v 2", k3={...}}` into pairs: separators are blanks or commas at the top
/// level; quoted values are unescaped, braced ones kept verbatim.
pub fn key_values(text: &str) -> Vec<(String, String)> {
    let t = text.trim();
    let inner = t
        .strip_prefix('{')
        .and_then(|r| r.strip_suffix('}'))
        .unwrap_or(t);
    let b = inner.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        while i < b.len() && matches!(b[i], b' ' | b',' | b'\t' | b'\n') {
            i += 1;
        }
        let ks = i;
        while i < b.len() && b[i] != b'=' && !matches!(b[i], b' ' | b',') {
            i += 1;
        }
        let key = inner[ks..i].trim().to_string();
        if i >= b.len() || b[i] != b'=' {
            if !key.is_empty() {
                out.push((key, String::new()));
            }
            continue;
        }
        i += 1;
        let vs = i;
        let mut depth = 0i32;
        while i < b.len() {
            match b[i] {
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' {
                        i += if b[i] == b'\\' { 2 } else { 1 };
                    }
                }
                b'{' | b'(' | b'[' => depth += 1,
                b'}' | b')' | b']' => depth -= 1,
                b' ' | b',' if depth <= 0 => break,
                _ => {}
            }
            i += 1;
        }
        let end = i.min(b.len());
        out.push((key, unquote(&inner[vs..end])));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_values_and_escapes() {
        let kv = key_values(r#"{op_name="a b/\"c\"" stack_frame_id=3}"#);
        assert_eq!(kv[0], ("op_name".into(), "a b/\"c\"".into()));
        assert_eq!(kv[1], ("stack_frame_id".into(), "3".into()));
        let fe = key_values(
            r#"{xla.sdy.meshes={mesh = #sdy.mesh<["d"=2, "m"=4]>}, inlineable="false"}"#,
        );
        assert_eq!(fe[0].1, r#"{mesh = #sdy.mesh<["d"=2, "m"=4]>}"#);
        assert_eq!(fe[1], ("inlineable".into(), "false".into()));
        assert_eq!(unescape(r"\101\x42\\"), "AB\\");
        assert_eq!(int_list("{0, 2}"), Some(vec![0, 2]));
        assert_eq!(int_list("{}"), Some(vec![]));
    }
}
