//! `replica_groups=` in its three printed syntaxes, all expanded to the same device lists:
//! explicit `{{0,1},{2,3}}`, iota `[G,S]<=[dims]T(perm)` (XLA's `IotaReplicaGroupList`), and
//! mesh axes `mesh['axis_0'=2,'axis_1'=4] {'axis_0'}` (see `../shared/reference/hlo-text.md` §7).

use super::device_groups::DeviceGroups;
use std::fmt;

/// Most devices a replica-group form may describe (2^20): far above any real system, low
/// enough that expanding a hostile value cannot exhaust memory.
pub const MAX_DEVICES: i64 = 1 << 20;

/// A parsed `replica_groups` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplicaGroups {
    /// `{{0,1},{2,3}}`; `{}` means one group of every device.
    Explicit(Vec<Vec<i64>>),
    /// `[G,S]<=[dims]T(perm)`: iota over `prod(dims)` devices, reshaped to `dims`, transposed by
    /// `perm` (identity when absent), flattened and cut into `G` groups of `S`.
    Iota(IotaList),
    /// `mesh['a'=2,'b'=4] {'a'}`: devices (row-major ids over the mesh, or `device_order` when
    /// the mesh gives one) grouped along the listed axes.
    Mesh {
        /// Mesh axes with their sizes, major to minor.
        axes: Vec<(String, i64)>,
        /// The axes a group runs along, in listed order.
        selected: Vec<String>,
        /// The device at each row-major mesh position, when the mesh gives an order
        /// (`<=[dims]T(perm)` or `, device_ids=([dims]T(perm))`); identity otherwise.
        device_order: Option<Vec<i64>>,
        /// The same order as the iota it was given as, when it was (`<=[dims]T(perm)`, or
        /// `device_ids=([dims]T(perm))`): what [`super::DeviceGroups`] keeps instead of the list.
        device_order_iota: Option<IotaList>,
    },
}

/// The iota form `[G,S]<=[dims]T(perm)`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct IotaList {
    /// The output shape `[G,S]` (or any rank for a device order).
    pub shape: Vec<i64>,
    /// The reshape dims of the iota.
    pub reshape_dims: Vec<i64>,
    /// The transpose permutation over `reshape_dims`.
    pub perm: Vec<usize>,
}

/// A replica-group syntax error at a byte offset into the value text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplicaGroupError {
    /// Byte offset in the value text.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ReplicaGroupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at offset {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for ReplicaGroupError {}

/// An iota device list given by its parts ([`IotaList::checked`], from XLA's protos) that does
/// not describe a list of devices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IotaError {
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for IotaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "iota device list: {}", self.message)
    }
}

impl std::error::Error for IotaError {}

struct P<'a> {
    s: &'a [u8],
    pos: usize,
}

impl P<'_> {
    fn err<T>(&self, msg: impl Into<String>) -> Result<T, ReplicaGroupError> {
        Err(ReplicaGroupError {
            offset: self.pos,
            message: msg.into(),
        })
    }
    fn ws(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.s.get(self.pos) {
            self.pos += 1;
        }
    }
    fn eat(&mut self, b: u8) -> bool {
        self.ws();
        if self.s.get(self.pos) == Some(&b) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, b: u8) -> Result<(), ReplicaGroupError> {
        if self.eat(b) {
            Ok(())
        } else {
            self.err(format!("expected `{}`", b as char))
        }
    }
    fn int(&mut self) -> Result<i64, ReplicaGroupError> {
        self.ws();
        let start = self.pos;
        if self.s.get(self.pos) == Some(&b'-') {
            self.pos += 1;
        }
        while self.s.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        match std::str::from_utf8(&self.s[start..self.pos])
            .ok()
            .and_then(|t| t.parse().ok())
        {
            Some(v) => Ok(v),
            None => {
                self.pos = start;
                self.err("expected an integer")
            }
        }
    }
    /// `[a,b,c]` or `(a,b,c)` with the given brackets.
    fn int_list(&mut self, open: u8, close: u8) -> Result<Vec<i64>, ReplicaGroupError> {
        self.expect(open)?;
        let mut v = Vec::new();
        if self.eat(close) {
            return Ok(v);
        }
        loop {
            v.push(self.int()?);
            if self.eat(close) {
                return Ok(v);
            }
            self.expect(b',')?;
        }
    }
    fn quoted(&mut self) -> Result<String, ReplicaGroupError> {
        self.expect(b'\'')?;
        let start = self.pos;
        while self.s.get(self.pos).is_some_and(|&b| b != b'\'') {
            self.pos += 1;
        }
        let name = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
        self.expect(b'\'')?;
        Ok(name)
    }
    fn end(&mut self) -> Result<(), ReplicaGroupError> {
        self.ws();
        if self.pos < self.s.len() {
            return self.err("unexpected text after replica groups");
        }
        Ok(())
    }
}

/// Parses `{{0,1},{2,3}}`-style nested integer lists (also `source_target_pairs`).
pub fn parse_int_lists(text: &str) -> Result<Vec<Vec<i64>>, ReplicaGroupError> {
    let mut p = P {
        s: text.as_bytes(),
        pos: 0,
    };
    let v = int_lists(&mut p)?;
    p.end()?;
    Ok(v)
}

fn int_lists(p: &mut P<'_>) -> Result<Vec<Vec<i64>>, ReplicaGroupError> {
    p.expect(b'{')?;
    let mut groups = Vec::new();
    if p.eat(b'}') {
        return Ok(groups);
    }
    loop {
        groups.push(p.int_list(b'{', b'}')?);
        if p.eat(b'}') {
            return Ok(groups);
        }
        p.expect(b',')?;
    }
}

enum DeviceIds {
    Iota(IotaList),
    List(Vec<i64>),
}

fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
}

/// Parses `[dims]<=[reshape]T(perm)` at the cursor (the `shape` part already read when given).
fn iota_tail(p: &mut P<'_>, shape: Vec<i64>) -> Result<IotaList, ReplicaGroupError> {
    p.expect(b'<')?;
    if p.s.get(p.pos) != Some(&b'=') {
        return p.err("expected `<=`");
    }
    p.pos += 1;
    let dims_at = p.pos;
    let reshape_dims = p.int_list(b'[', b']')?;
    let perm = if p.eat(b'T') {
        let perm_at = p.pos;
        let raw = p.int_list(b'(', b')')?;
        let mut seen = vec![false; reshape_dims.len()];
        let mut perm = Vec::with_capacity(raw.len());
        for &x in &raw {
            match usize::try_from(x).ok().filter(|&i| i < seen.len()) {
                Some(i) if !seen[i] => {
                    seen[i] = true;
                    perm.push(i);
                }
                _ => {
                    p.pos = perm_at;
                    return p.err(format!(
                        "transpose T{raw:?} is not a permutation of {} dimensions",
                        reshape_dims.len()
                    ));
                }
            }
        }
        if perm.len() != reshape_dims.len() {
            p.pos = perm_at;
            return p.err(format!(
                "transpose T{raw:?} is not a permutation of {} dimensions",
                reshape_dims.len()
            ));
        }
        perm
    } else {
        (0..reshape_dims.len()).collect()
    };
    let total: Option<i64> = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
    let total_r: Option<i64> = reshape_dims.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
    if shape.iter().chain(&reshape_dims).any(|&d| d < 0) || total.is_none() || total != total_r {
        p.pos = dims_at;
        return p.err(format!(
            "iota sizes do not multiply out: {shape:?} has {} devices but {reshape_dims:?} has {}",
            total.map_or("too many".to_string(), |t| t.to_string()),
            total_r.map_or("too many".to_string(), |t| t.to_string())
        ));
    }
    if total.is_some_and(|t| t > MAX_DEVICES) {
        p.pos = dims_at;
        return p.err(format!(
            "iota device list larger than {MAX_DEVICES} devices"
        ));
    }
    Ok(IotaList {
        shape,
        reshape_dims,
        perm,
    })
}

/// Parses a `replica_groups` value in any of the three syntaxes. Checks everything that can
/// be checked without knowing the device count: iota sizes multiply out, the transpose is a
/// permutation, mesh axes named in the selection exist.
pub fn parse_replica_groups(text: &str) -> Result<ReplicaGroups, ReplicaGroupError> {
    let mut p = P {
        s: text.as_bytes(),
        pos: 0,
    };
    p.ws();
    let rg = match p.s.get(p.pos) {
        Some(b'{') => ReplicaGroups::Explicit(int_lists(&mut p)?),
        Some(b'[') => {
            let shape = p.int_list(b'[', b']')?;
            if shape.len() != 2 {
                return p.err(format!("iota replica groups need `[G,S]`, found {shape:?}"));
            }
            ReplicaGroups::Iota(iota_tail(&mut p, shape)?)
        }
        Some(b'm') if text[p.pos..].starts_with("mesh") => {
            p.pos += 4;
            p.expect(b'[')?;
            let mut axes: Vec<(String, i64)> = Vec::new();
            if !p.eat(b']') {
                loop {
                    let name = p.quoted()?;
                    p.expect(b'=')?;
                    let at = p.pos;
                    let size = p.int()?;
                    if size < 1 {
                        p.pos = at;
                        return p.err(format!("mesh axis '{name}' has size {size}"));
                    }
                    axes.push((name, size));
                    if p.eat(b']') {
                        break;
                    }
                    p.expect(b',')?;
                }
            }
            let devices: i64 = axes
                .iter()
                .try_fold(1i64, |a, (_, s)| a.checked_mul(*s))
                .filter(|&t| t <= MAX_DEVICES)
                .map_or_else(
                    || p.err(format!("mesh larger than {MAX_DEVICES} devices")),
                    Ok,
                )?;
            let (device_order, device_order_iota) = if p.eat(b'<') {
                p.pos -= 1;
                (None, Some(iota_tail(&mut p, vec![devices])?))
            } else if p.eat(b',') {
                // `, device_ids=([4,2]T(1,0))`: the devices of the mesh in row-major mesh order,
                // given as an iota reshaped and transposed (or an explicit `[ids]` list).
                p.ws();
                if !p.s[p.pos..].starts_with(b"device_ids=") {
                    return p.err("expected `device_ids=` after the mesh");
                }
                p.pos += "device_ids=".len();
                let at = p.pos;
                let list = if p.eat(b'(') {
                    let dims = p.int_list(b'[', b']')?;
                    let perm: Vec<i64> = if p.eat(b'T') {
                        p.int_list(b'(', b')')?
                    } else {
                        (0..dims.len() as i64).collect()
                    };
                    p.expect(b')')?;
                    let text = format!("<=[{}]T({})", join(&dims), join(&perm));
                    let mut q = P {
                        s: text.as_bytes(),
                        pos: 0,
                    };
                    DeviceIds::Iota(iota_tail(&mut q, vec![devices]).map_err(|e| {
                        ReplicaGroupError {
                            offset: at,
                            message: e.message,
                        }
                    })?)
                } else {
                    DeviceIds::List(p.int_list(b'[', b']')?)
                };
                match list {
                    // A permutation by construction (its size was checked).
                    DeviceIds::Iota(l) => (None, Some(l)),
                    DeviceIds::List(ids) => {
                        // As long as the text: a permutation check costs no more than it.
                        let mut sorted = ids.clone();
                        sorted.sort_unstable();
                        if !sorted.iter().copied().eq(0..devices) {
                            p.pos = at;
                            return p.err(format!(
                                "device_ids is not a permutation of the mesh's {devices} devices"
                            ));
                        }
                        (Some(ids), None)
                    }
                }
            } else {
                (None, None)
            };
            p.expect(b'{')?;
            let mut selected = Vec::new();
            if !p.eat(b'}') {
                loop {
                    p.ws();
                    let at = p.pos;
                    let name = p.quoted()?;
                    if !axes.iter().any(|(a, _)| *a == name) {
                        p.pos = at;
                        return p.err(format!("mesh axis '{name}' is not in the mesh"));
                    }
                    if selected.contains(&name) {
                        p.pos = at;
                        return p.err(format!("mesh axis '{name}' is listed twice"));
                    }
                    selected.push(name);
                    if p.eat(b'}') {
                        break;
                    }
                    p.expect(b',')?;
                }
            }
            ReplicaGroups::Mesh {
                axes,
                selected,
                device_order,
                device_order_iota,
            }
        }
        _ => return p.err("expected `{`, `[` or `mesh[` starting replica groups"),
    };
    p.end()?;
    Ok(rg)
}

impl IotaList {
    /// An iota list from its parts, checked as the text parser checks them: `perm` is a
    /// permutation of the reshape dims, the sizes are non-negative and multiply out to the same
    /// device count, at most 2^20 devices. For lists that come from elsewhere (XLA's protos).
    pub fn checked(
        shape: Vec<i64>,
        reshape_dims: Vec<i64>,
        perm: Vec<usize>,
    ) -> Result<IotaList, IotaError> {
        let err = |message: String| Err(IotaError { message });
        let mut seen = perm.clone();
        seen.sort_unstable();
        if seen != (0..reshape_dims.len()).collect::<Vec<_>>() {
            return err(format!(
                "transpose T{perm:?} is not a permutation of {} dimensions",
                reshape_dims.len()
            ));
        }
        let total: Option<i64> = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
        let total_r: Option<i64> = reshape_dims.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
        if shape.iter().chain(&reshape_dims).any(|&d| d < 0) || total.is_none() || total != total_r
        {
            return err(format!(
                "iota sizes do not multiply out: {shape:?} and reshape dims {reshape_dims:?}"
            ));
        }
        if total.is_some_and(|t| t > MAX_DEVICES) {
            return err(format!("larger than {MAX_DEVICES} devices"));
        }
        Ok(IotaList {
            shape,
            reshape_dims,
            perm,
        })
    }

    /// Row-major strides of the reshaped iota (before the transpose), for [`IotaList::at_with`].
    pub fn source_strides(&self) -> Vec<i64> {
        let dims = &self.reshape_dims;
        let mut strides = vec![1i64; dims.len()];
        for i in (0..dims.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * dims[i + 1];
        }
        strides
    }

    /// Element `k` of [`IotaList::flatten`] without building it (`k` in range).
    pub fn at(&self, k: i64) -> i64 {
        self.at_with(&self.source_strides(), k)
    }

    /// [`IotaList::at`] with the strides computed once ([`IotaList::source_strides`]).
    pub fn at_with(&self, strides: &[i64], k: i64) -> i64 {
        let mut rest = k;
        let mut v = 0;
        // The transposed array's last axis varies fastest.
        for &p in self.perm.iter().rev() {
            let d = self.reshape_dims[p].max(1);
            v += (rest % d) * strides[p];
            rest /= d;
        }
        v
    }

    /// Where device `v` sits in [`IotaList::flatten`], if it is one of its values.
    pub fn position_of(&self, v: i64) -> Option<i64> {
        let total: i64 = self.reshape_dims.iter().product();
        if !(0..total).contains(&v) {
            return None;
        }
        let strides = self.source_strides();
        let mut k = 0;
        for &p in &self.perm {
            let coord = (v / strides[p]) % self.reshape_dims[p].max(1);
            k = k * self.reshape_dims[p] + coord;
        }
        Some(k)
    }

    /// Whether [`IotaList::flatten`] is `0, 1, 2, ...` (the transpose moves only axes of
    /// size 1, or none).
    pub fn is_identity(&self) -> bool {
        let moved: Vec<usize> = self
            .perm
            .iter()
            .copied()
            .filter(|&p| self.reshape_dims[p] != 1)
            .collect();
        moved.windows(2).all(|w| w[0] < w[1])
    }

    /// The device ids in order: iota reshaped, transposed, flattened.
    pub fn flatten(&self) -> Vec<i64> {
        let dims = &self.reshape_dims;
        let out_dims: Vec<i64> = self.perm.iter().map(|&p| dims[p]).collect();
        // Row-major strides of the source array.
        let mut strides = vec![1i64; dims.len()];
        for i in (0..dims.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * dims[i + 1];
        }
        let total: i64 = dims.iter().product();
        let mut out = Vec::with_capacity(total.max(0) as usize);
        let mut idx = vec![0i64; out_dims.len()];
        for _ in 0..total {
            out.push(
                idx.iter()
                    .zip(&self.perm)
                    .map(|(&i, &p)| i * strides[p])
                    .sum(),
            );
            for k in (0..idx.len()).rev() {
                idx[k] += 1;
                if idx[k] < out_dims[k] {
                    break;
                }
                idx[k] = 0;
            }
        }
        out
    }
}

impl ReplicaGroups {
    /// The groups as device lists. `num_devices` is used only by the empty explicit form `{}`
    /// (one group of every device). Materialises every device: for small forms; everything
    /// else reads the compact [`DeviceGroups`].
    pub fn expand(&self, num_devices: i64) -> Vec<Vec<i64>> {
        DeviceGroups::from_replica_groups(self, num_devices).expand()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expand(t: &str) -> Vec<Vec<i64>> {
        parse_replica_groups(t).unwrap().expand(8)
    }

    #[test]
    fn three_syntaxes_agree() {
        let want = vec![vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]];
        assert_eq!(expand("{{0,4},{1,5},{2,6},{3,7}}"), want);
        assert_eq!(expand("[4,2]<=[2,4]T(1,0)"), want);
        assert_eq!(expand("mesh['axis_0'=2,'axis_1'=4] {'axis_0'}"), want);
        assert_eq!(
            expand("mesh['axis_0'=2,'axis_1'=1,'axis_2'=4] {'axis_0'}"),
            want
        );
        assert_eq!(
            expand("mesh['axis_0'=1,'axis_1'=1,'axis_2'=2,'axis_3'=4] {'axis_2'}"),
            want
        );
        assert_eq!(
            expand("[2,4]<=[8]"),
            vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]]
        );
        assert_eq!(expand("{}"), vec![(0..8).collect::<Vec<_>>()]);
        assert_eq!(
            expand("[4,2]<=[2,2,2]T(0,2,1)"),
            vec![vec![0, 2], vec![1, 3], vec![4, 6], vec![5, 7]]
        );
    }

    #[test]
    fn errors() {
        let e = parse_replica_groups("[2,4]<=[6]").unwrap_err();
        assert!(e.message.contains("do not multiply out"), "{e}");
        let e = parse_replica_groups("[2,4]<=[2,4]T(0,0)").unwrap_err();
        assert!(e.message.contains("not a permutation"), "{e}");
        let e = parse_replica_groups("mesh['a'=2,'b'=4] {'c'}").unwrap_err();
        assert!(e.message.contains("'c' is not in the mesh"), "{e}");
        assert_eq!(e.offset, 19);
    }
}
