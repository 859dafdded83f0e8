//! Byte counts as people read them, one definition for every layer: the reports, the warnings
//! of the cost models and the scheduler, and the CLI's size ranges.

/// Bytes with a binary unit: `256 MiB`, `1.50 KiB`, `1000 B`.
pub fn human_bytes(b: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = b as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if v.fract() == 0.0 {
        format!("{v:.0} {}", UNITS[u])
    } else {
        format!("{v:.2} {}", UNITS[u])
    }
}

/// Bytes in the largest binary unit that divides them exactly, no space: `64MiB`, `1536B`
/// (the form a size range of a table is written in, and `--memory-limit` reads back).
pub fn exact_bytes(b: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = b;
    let mut u = 0;
    while v >= 1024 && v % 1024 == 0 && u + 1 < UNITS.len() {
        v /= 1024;
        u += 1;
    }
    format!("{v}{}", UNITS[u])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_read_well() {
        assert_eq!(human_bytes(256 << 20), "256 MiB");
        assert_eq!(human_bytes(1536), "1.50 KiB");
        assert_eq!(human_bytes(12), "12 B");
        assert_eq!(exact_bytes(64 << 20), "64MiB");
        assert_eq!(exact_bytes(1536), "1536B");
        assert_eq!(exact_bytes(0), "0B");
    }
}
