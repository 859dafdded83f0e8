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
        let mut off = vec![0u32; n + 1];
        for s in src {
            off[row(s) as usize + 1] += 1;
        }
        for i in 0..n {
            off[i + 1] += off[i];
        }
        // Where each element goes, then the items gathered in that order.
        let mut next: Vec<u32> = off[..n].to_vec();
        let mut from = vec![0u32; src.len()];
        for (k, s) in src.iter().enumerate() {
            let at = &mut next[row(s) as usize];
            // Fewer than 2^32 elements: the u32 offsets counted them.
            from[*at as usize] = k as u32;
            *at += 1;
        }
        Csr {
            off,
            items: from.into_iter().map(|k| item(&src[k as usize])).collect(),
        }
    }

    /// [`Csr::from_rows`] of pairs already sorted by row: one pass, no reordering.
    pub fn from_sorted_rows(n: usize, pairs: &[(u32, T)]) -> Self {
        debug_assert!(pairs.windows(2).all(|w| w[0].0 <= w[1].0));
        let mut off = vec![0u32; n + 1];
        for (r, _) in pairs {
            off[*r as usize + 1] += 1;
        }
        for i in 0..n {
            off[i + 1] += off[i];
        }
        Csr {
            off,
            items: pairs.iter().map(|p| p.1).collect(),
        }
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
