//! Rows of items stored flat (compressed sparse rows), the layout of the graph's edges,
//! buffers and resource needs.

use std::ops::Index;

/// Rows of items stored flat (compressed sparse rows): one allocation for all nodes' edges
/// instead of one per node, for memory and cache behaviour at a million nodes.
#[derive(Clone, Debug, Default)]
pub(crate) struct Csr<T> {
    off: Vec<u32>,
    items: Vec<T>,
}

impl<T: Copy> Csr<T> {
    /// `n` rows from `(row, item)` pairs (every row < `n`), each row's items in the order
    /// given: a stable counting sort, two passes and no per-row allocation.
    pub fn from_rows(n: usize, pairs: &[(u32, T)]) -> Self {
        Self::from_rows_with(n, pairs, |p| p.0, |p| p.1)
    }

    /// [`Csr::from_rows`] of `src`, each element's row and item given by `row` and `item`
    /// (so no list of pairs is built first).
    pub fn from_rows_with<S>(
        n: usize,
        src: &[S],
        row: impl Fn(&S) -> u32,
        item: impl Fn(&S) -> T,
    ) -> Self {
        match src.first() {
            None => Csr {
                off: vec![0; n + 1],
                items: Vec::new(),
            },
            Some(first) => {
                Self::from_pair_iter(n, item(first), || src.iter().map(|s| (row(s), item(s))))
            }
        }
    }

    /// `n` rows from the `(row, item)` pairs `pairs()` yields (called twice: to count, then to
    /// place), each row's items in the order yielded; `fill` only pre-fills the storage. A
    /// counting sort with no index list and no per-row allocation.
    pub fn from_pair_iter<I: Iterator<Item = (u32, T)>>(
        n: usize,
        fill: T,
        pairs: impl Fn() -> I,
    ) -> Self {
        let mut off = vec![0u32; n + 1];
        for (r, _) in pairs() {
            off[r as usize + 1] += 1;
        }
        for i in 0..n {
            off[i + 1] += off[i];
        }
        let mut next: Vec<u32> = off[..n].to_vec();
        let mut items = vec![fill; off[n] as usize];
        for (r, item) in pairs() {
            let at = &mut next[r as usize];
            items[*at as usize] = item;
            *at += 1;
        }
        Csr { off, items }
    }

    /// Sorts each row by `key` and merges the items of a row with equal keys into one
    /// (`merge(kept, other)`), compacting the rows in place.
    pub fn sort_merge_rows<K: Ord>(&mut self, key: impl Fn(&T) -> K, merge: impl Fn(&mut T, &T)) {
        let rows = self.off.len().saturating_sub(1);
        let (mut start, mut w) = (0usize, 0usize);
        for i in 0..rows {
            let end = self.off[i + 1] as usize;
            self.items[start..end].sort_unstable_by_key(&key);
            let row_start = w;
            for j in start..end {
                let item = self.items[j];
                if w > row_start && key(&self.items[w - 1]) == key(&item) {
                    merge(&mut self.items[w - 1], &item);
                } else {
                    self.items[w] = item;
                    w += 1;
                }
            }
            // Fewer than 2^32 items: the u32 offsets counted them.
            self.off[i] = row_start as u32;
            start = end;
        }
        if let Some(last) = self.off.last_mut() {
            *last = w as u32;
        }
        self.items.truncate(w);
    }

    /// Every item with its row, rows in order.
    pub fn iter_rows(&self) -> impl Iterator<Item = (u32, &T)> + '_ {
        let rows = self.off.len().saturating_sub(1);
        (0..rows).flat_map(move |i| self[i].iter().map(move |t| (i as u32, t)))
    }
}

impl<T> Csr<T> {
    /// Number of items over all rows.
    pub fn total(&self) -> usize {
        self.items.len()
    }

    /// Row `i`, or `None` out of range.
    pub fn get(&self, i: usize) -> Option<&[T]> {
        let a = *self.off.get(i)? as usize;
        let b = *self.off.get(i + 1)? as usize;
        self.items.get(a..b)
    }
}

impl<T> Index<usize> for Csr<T> {
    type Output = [T];
    fn index(&self, i: usize) -> &[T] {
        &self.items[self.off[i] as usize..self.off[i + 1] as usize]
    }
}
