//! A collective's device groups in their compact form: every device in one group, an iota
//! list (`[G,S]<=[dims]T(perm)`, also a mesh grouping, optionally through a device order), or
//! explicit lists. Group size, count, the devices of one group and the group of one device are
//! computed from the form, never materialised per collective, so memory stays linear in the
//! text (`[1,1048576]<=[1048576]` is 24 bytes of text and a few dozen of [`DeviceGroups`]).
//! At most [`super::replica_groups::MAX_DEVICES`] devices (2^20) per form, checked where the
//! text is parsed.

use super::replica_groups::{IotaList, ReplicaGroupError, ReplicaGroups};
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::{Arc, OnceLock};

/// Where the devices of an iota grouping come from: position `k` of the grouping is device
/// `order(k)`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Order {
    /// Position k is device k.
    Identity,
    /// A mesh's device order given as an iota (`<=[dims]T(perm)`).
    Iota(IotaList),
    /// A mesh's device order given as a list (`device_ids=[...]`).
    List(Arc<[i64]>),
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Form {
    /// One group of devices `0..n`.
    All(i64),
    /// The flattened iota `list` cut into `list.shape[0]` groups of `list.shape[1]` positions,
    /// each position mapped through `order`.
    Iota { list: IotaList, order: Order },
    /// Explicit groups (also collective-permute pairs).
    Explicit(Arc<[Vec<i64>]>),
}

#[derive(Debug)]
struct Inner {
    form: Form,
    /// Device -> group, built on the first [`DeviceGroups::group_of`] of a form that needs a
    /// table (explicit groups, a listed device order): linear in the text.
    index: OnceLock<HashMap<i64, u32>>,
}

/// A collective's device groups, compact (see the module documentation). Cheap to clone.
#[derive(Clone)]
pub struct DeviceGroups(Arc<Inner>);

impl fmt::Debug for DeviceGroups {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0.form, f)
    }
}

impl PartialEq for DeviceGroups {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.form == other.0.form
    }
}

impl Eq for DeviceGroups {}

impl PartialOrd for DeviceGroups {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for DeviceGroups {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.form.cmp(&other.0.form)
    }
}

impl std::hash::Hash for DeviceGroups {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.form.hash(state);
    }
}

/// The devices of one group, in order.
pub struct GroupDevices<'a> {
    groups: &'a DeviceGroups,
    group: usize,
    next: usize,
    len: usize,
    /// Strides of the iota list and of an iota device order, computed once per group.
    strides: (Vec<i64>, Vec<i64>),
}

impl Iterator for GroupDevices<'_> {
    type Item = i64;
    fn next(&mut self) -> Option<i64> {
        if self.next >= self.len {
            return None;
        }
        let i = self.next;
        self.next += 1;
        Some(match &self.groups.0.form {
            Form::All(_) => i as i64,
            Form::Iota { list, order } => {
                let k = (self.group * self.groups.group_size() + i) as i64;
                let pos = list.at_with(&self.strides.0, k);
                match order {
                    Order::Identity => pos,
                    Order::Iota(o) => o.at_with(&self.strides.1, pos),
                    Order::List(ids) => ids.get(pos as usize).copied().unwrap_or(pos),
                }
            }
            Form::Explicit(gs) => gs[self.group][i],
        })
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.len - self.next;
        (n, Some(n))
    }
}

impl DeviceGroups {
    fn new(form: Form) -> Self {
        DeviceGroups(Arc::new(Inner {
            form,
            index: OnceLock::new(),
        }))
    }

    /// One group of every device `0..num_devices` (no `replica_groups`, or `{}`).
    pub fn all(num_devices: i64) -> Self {
        Self::new(Form::All(num_devices.max(0)))
    }

    /// Explicit groups (each a list of device ids), as given.
    pub fn explicit(groups: Vec<Vec<i64>>) -> Self {
        Self::new(Form::Explicit(groups.into()))
    }

    /// A parsed `replica_groups` value in compact form; `num_devices` is the module's device
    /// count (used by `{}`, one group of every device).
    pub fn from_replica_groups(rg: &ReplicaGroups, num_devices: i64) -> Self {
        match rg {
            ReplicaGroups::Explicit(g) if g.is_empty() => Self::all(num_devices),
            ReplicaGroups::Explicit(g) => Self::explicit(g.clone()),
            ReplicaGroups::Iota(list) => Self::new(Form::Iota {
                list: list.clone(),
                order: Order::Identity,
            }),
            ReplicaGroups::Mesh {
                axes,
                selected,
                device_order,
                device_order_iota,
            } => {
                // Groups along the selected axes: the mesh's positions transposed to (the
                // other axes, the selected ones) and cut into groups of the selected size.
                let sizes: Vec<i64> = axes.iter().map(|(_, s)| *s).collect();
                let sel: Vec<usize> = selected
                    .iter()
                    .filter_map(|n| axes.iter().position(|(a, _)| a == n))
                    .collect();
                let mut perm: Vec<usize> = (0..axes.len()).filter(|i| !sel.contains(i)).collect();
                perm.extend(&sel);
                let total: i64 = sizes.iter().product();
                let size: i64 = sel.iter().map(|&i| sizes[i]).product();
                let list = IotaList {
                    shape: vec![total / size.max(1), size],
                    reshape_dims: sizes,
                    perm,
                };
                let order = match (device_order_iota, device_order) {
                    (Some(o), _) => Order::Iota(o.clone()),
                    (None, Some(ids)) => Order::List(ids.clone().into()),
                    (None, None) => Order::Identity,
                };
                Self::new(Form::Iota { list, order })
            }
        }
    }

    /// Number of groups.
    pub fn num_groups(&self) -> usize {
        match &self.0.form {
            Form::All(_) => 1,
            Form::Iota { list, .. } => list.shape.first().copied().unwrap_or(0).max(0) as usize,
            Form::Explicit(g) => g.len(),
        }
    }

    /// Devices in the largest group.
    pub fn group_size(&self) -> usize {
        match &self.0.form {
            Form::All(n) => *n as usize,
            Form::Iota { list, .. } => list.shape.get(1).copied().unwrap_or(0).max(0) as usize,
            Form::Explicit(g) => g.iter().map(Vec::len).max().unwrap_or(0),
        }
    }

    /// Devices in group `g`.
    pub fn len_of(&self, g: usize) -> usize {
        match &self.0.form {
            Form::Explicit(gs) => gs.get(g).map_or(0, Vec::len),
            _ if g < self.num_groups() => self.group_size(),
            _ => 0,
        }
    }

    /// Every device listed, over all groups.
    pub fn total_devices(&self) -> usize {
        match &self.0.form {
            Form::Explicit(g) => g.iter().map(Vec::len).sum(),
            _ => self.num_groups() * self.group_size(),
        }
    }

    /// The devices of group `g` (empty out of range).
    pub fn group(&self, g: usize) -> GroupDevices<'_> {
        let strides = match &self.0.form {
            Form::Iota { list, order } => (
                list.source_strides(),
                match order {
                    Order::Iota(o) => o.source_strides(),
                    _ => Vec::new(),
                },
            ),
            _ => Default::default(),
        };
        GroupDevices {
            groups: self,
            group: g,
            next: 0,
            len: self.len_of(g),
            strides,
        }
    }

    /// The group holding `device`, if any (the first, should groups overlap).
    pub fn group_of(&self, device: i64) -> Option<usize> {
        match &self.0.form {
            Form::All(n) => (0..*n).contains(&device).then_some(0),
            Form::Iota { list, order } => {
                let pos = match order {
                    Order::Identity => Some(device),
                    Order::Iota(o) => o.position_of(device),
                    Order::List(_) => {
                        return self.index().get(&device).map(|&g| g as usize);
                    }
                }?;
                let k = list.position_of(pos)?;
                Some(k as usize / self.group_size().max(1))
            }
            Form::Explicit(_) => self.index().get(&device).map(|&g| g as usize),
        }
    }

    fn index(&self) -> &HashMap<i64, u32> {
        self.0.index.get_or_init(|| {
            let mut m = HashMap::with_capacity(self.total_devices());
            for g in 0..self.num_groups() {
                for d in self.group(g) {
                    m.entry(d).or_insert(g as u32);
                }
            }
            m
        })
    }

    /// The groups as device lists (for small forms: tests, printing).
    pub fn expand(&self) -> Vec<Vec<i64>> {
        (0..self.num_groups())
            .map(|g| self.group(g).collect())
            .collect()
    }

    /// Whether groups `[g*S, (g+1)*S)` are consecutive device ranges (one group of all, or a
    /// plain iota `[G,S]<=[G*S]` or one whose transpose keeps the order), as the first device
    /// of group 0: lets a reader compute per-partition counts without visiting devices.
    pub fn consecutive(&self) -> bool {
        match &self.0.form {
            Form::All(_) => true,
            Form::Iota {
                list,
                order: Order::Identity,
            } => list.is_identity(),
            _ => false,
        }
    }

    /// XLA's verifier's checks of one collective's groups: every id non-negative and, when the
    /// module gives a device count above 1 (`num_partitions` x `replica_count`), below it; no
    /// device in two groups; no empty group. The error's message names the device and the
    /// groups.
    pub fn check(&self, num_devices: i64) -> Result<(), ReplicaGroupError> {
        let err = |message: String| ReplicaGroupError { offset: 0, message };
        match &self.0.form {
            Form::All(_) => return Ok(()),
            Form::Iota { list, .. } => {
                // A permutation of 0..n by construction: only its size can be out of range.
                let n = list.shape.iter().product::<i64>();
                if num_devices > 1 && n > num_devices {
                    return Err(err(format!(
                        "name {n} devices, but the module has {num_devices} \
                         (num_partitions x replica_count)"
                    )));
                }
                return Ok(());
            }
            Form::Explicit(_) => {}
        }
        let mut seen: HashSet<i64> = HashSet::with_capacity(self.total_devices());
        for g in 0..self.num_groups() {
            if self.len_of(g) == 0 && self.num_groups() > 1 {
                return Err(err(format!("group {g} is empty")));
            }
            for d in self.group(g) {
                if d < 0 || (num_devices > 1 && d >= num_devices) {
                    return Err(err(format!(
                        "device {d} (group {g}) is outside the module's {num_devices} devices \
                         (num_partitions x replica_count)"
                    )));
                }
                if !seen.insert(d) {
                    return Err(err(format!(
                        "device {d} is in two groups (again in group {g})"
                    )));
                }
            }
        }
        Ok(())
    }

    /// Whether some group of `self` and some group of `other` share more than one device
    /// (XLA:GPU's rule for collectives that may not run together). Linear in the devices of
    /// `self`; immediate when either side's groups hold fewer than two devices.
    pub fn share_two_devices(&self, other: &DeviceGroups) -> bool {
        if self.group_size() < 2 || other.group_size() < 2 {
            return false;
        }
        // Visit the side with fewer devices, look the other's groups up.
        let (a, b) = if self.total_devices() <= other.total_devices() {
            (self, other)
        } else {
            (other, self)
        };
        let mut seen: HashSet<usize> = HashSet::new();
        for g in 0..a.num_groups() {
            seen.clear();
            for d in a.group(g) {
                if let Some(h) = b.group_of(d) {
                    if !seen.insert(h) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// `<=[dims]` and `T(perm)` unless the permutation is the identity.
fn iota_text(f: &mut fmt::Formatter<'_>, l: &IotaList) -> fmt::Result {
    let join =
        |v: &mut dyn Iterator<Item = i64>| v.map(|x| x.to_string()).collect::<Vec<_>>().join(",");
    write!(f, "<=[{}]", join(&mut l.reshape_dims.iter().copied()))?;
    if l.perm.iter().enumerate().any(|(i, &p)| i != p) {
        write!(f, "T({})", join(&mut l.perm.iter().map(|&p| p as i64)))?;
    }
    Ok(())
}

impl fmt::Display for DeviceGroups {
    /// The compact text: `{}` for all devices (`{N devices}`), the iota form, or the lists.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let join = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
        match &self.0.form {
            Form::All(n) => write!(f, "{{all {n} devices}}"),
            Form::Iota { list, order } => {
                write!(f, "[{}]", join(&list.shape))?;
                iota_text(f, list)?;
                match order {
                    Order::Identity => Ok(()),
                    Order::Iota(o) => {
                        f.write_str(" of devices ")?;
                        iota_text(f, o)
                    }
                    Order::List(ids) => write!(f, " of devices [{}]", join(ids)),
                }
            }
            Form::Explicit(gs) => {
                f.write_str("{")?;
                for (i, g) in gs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{{{}}}", join(g))?;
                }
                f.write_str("}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlo::replica_groups::parse_replica_groups;

    fn dg(t: &str) -> DeviceGroups {
        DeviceGroups::from_replica_groups(&parse_replica_groups(t).unwrap(), 8)
    }

    #[test]
    fn every_form_computes_what_the_expansion_holds() {
        for t in [
            "{{0,4},{1,5},{2,6},{3,7}}",
            "[4,2]<=[2,4]T(1,0)",
            "mesh['axis_0'=2,'axis_1'=4] {'axis_0'}",
            "mesh['a'=2,'b'=4] {'b'}",
            "mesh['a'=2,'b'=4]<=[4,2]T(1,0) {'a'}",
            "mesh['a'=2,'b'=4], device_ids=[7,6,5,4,3,2,1,0] {'b'}",
            "[4,2]<=[2,2,2]T(0,2,1)",
            "[2,4]<=[8]",
            "{}",
        ] {
            let rg = parse_replica_groups(t).unwrap();
            let want = rg.expand(8);
            let g = DeviceGroups::from_replica_groups(&rg, 8);
            assert_eq!(g.expand(), want, "{t}");
            assert_eq!(g.num_groups(), want.len(), "{t}");
            assert_eq!(g.group_size(), want[0].len(), "{t}");
            for (i, grp) in want.iter().enumerate() {
                for &d in grp {
                    assert_eq!(g.group_of(d), Some(i), "{t}: device {d}");
                }
            }
            assert_eq!(g.group_of(8), None, "{t}");
            assert!(g.check(8).is_ok(), "{t}");
        }
    }

    #[test]
    fn a_million_devices_cost_nothing_to_hold() {
        let g = dg("[1,1048576]<=[1048576]");
        assert_eq!((g.num_groups(), g.group_size()), (1, 1 << 20));
        assert_eq!(g.group_of(1048575), Some(0));
        assert!(g.consecutive());
        assert!(g.share_two_devices(&g));
        let singles = dg("[1048576,1]<=[1048576]");
        assert!(!singles.share_two_devices(&g));
    }

    #[test]
    fn the_verifier_rules() {
        let e = dg("{{0,9223372036854775807}}").check(8).unwrap_err();
        assert!(e.message.contains("outside the module's 8 devices"), "{e}");
        let e = dg("{{0,1},{1,2}}").check(8).unwrap_err();
        assert!(e.message.contains("device 1 is in two groups"), "{e}");
        let e = dg("[2,8]<=[16]").check(8).unwrap_err();
        assert!(e.message.contains("16 devices"), "{e}");
        // No device count in the header (1): ids are not bounded, repeats still are errors.
        assert!(dg("{{0,9}}").check(1).is_ok());
        assert!(dg("{{3,3}}").check(1).is_err());
    }

    #[test]
    fn sharing_needs_two_common_devices() {
        let all = dg("{{0,1,2,3}}");
        let pairs = dg("{{0,1},{2,3}}");
        let cross = dg("{{0,2},{1,3}}");
        assert!(all.share_two_devices(&pairs));
        assert!(!pairs.share_two_devices(&cross));
        assert!(dg("[4,2]<=[8]").share_two_devices(&dg("[2,4]<=[8]")));
        assert!(!dg("[4,2]<=[8]").share_two_devices(&dg("[4,2]<=[2,4]T(1,0)")));
    }
}
