//! Parsing of the byte sizes users type: `1048576`, `64MiB`, `1GB`, `4 KiB`, `1.5GiB`.

/// Parses a byte count. Binary suffixes (`KiB`, `MiB`, `GiB`, `TiB`) are powers of 1024, decimal
/// ones (`KB`, `MB`, `GB`, `TB`, also `k`, `M`, `G`) powers of 1000; `B` or no suffix is bytes.
/// Fractions are allowed when the result is a whole number of bytes.
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("empty byte size".to_string());
    }
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '_'))
        .unwrap_or(t.len());
    let (num, unit) = t.split_at(split);
    let num: String = num.chars().filter(|c| *c != '_').collect();
    let mult: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" => 1_000,
        "m" | "mb" => 1_000_000,
        "g" | "gb" => 1_000_000_000,
        "t" | "tb" => 1_000_000_000_000,
        "kib" => 1 << 10,
        "mib" => 1 << 20,
        "gib" => 1 << 30,
        "tib" => 1 << 40,
        other => {
            return Err(format!(
                "unknown size unit `{other}` in `{text}` (use B, KB, MB, GB, KiB, MiB, GiB)"
            ))
        }
    };
    if num.is_empty() {
        return Err(format!("`{text}` has no number"));
    }
    if !num.contains('.') {
        // A whole number: past u64 it is an error, never rounded to u64::MAX.
        return num
            .parse::<u64>()
            .ok()
            .and_then(|n| n.checked_mul(mult))
            .ok_or_else(|| format!("`{text}` is too large (at most {} bytes)", u64::MAX));
    }
    let f: f64 = num
        .parse()
        .map_err(|_| format!("`{text}` is not a byte size"))?;
    let v = f * mult as f64;
    // `u64::MAX as f64` is 2^64, itself out of range.
    if !v.is_finite() || v < 0.0 || v >= u64::MAX as f64 {
        return Err(format!("`{text}` is out of range"));
    }
    if v.fract() != 0.0 {
        return Err(format!("`{text}` is not a whole number of bytes"));
    }
    Ok(v as u64)
}

/// Parses a size range `LO..HI` (`1KiB..4GiB`).
pub fn parse_byte_range(text: &str) -> Result<(u64, u64), String> {
    let (lo, hi) = text
        .split_once("..")
        .ok_or_else(|| format!("`{text}` is not a range LO..HI"))?;
    let (lo, hi) = (parse_bytes(lo)?, parse_bytes(hi)?);
    if lo == 0 || lo > hi {
        return Err(format!("range `{text}` must satisfy 0 < LO <= HI"));
    }
    Ok((lo, hi))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_bytes("1048576"), Ok(1 << 20));
        assert_eq!(parse_bytes("64MiB"), Ok(64 << 20));
        assert_eq!(parse_bytes("1GB"), Ok(1_000_000_000));
        assert_eq!(parse_bytes("1.5KiB"), Ok(1536));
        assert!(parse_bytes("12 parsecs").is_err());
        assert!(parse_bytes("").is_err());
        assert!(parse_bytes("0.3B").is_err());
        assert!(parse_bytes("99999999999TiB").is_err());
        assert_eq!(parse_byte_range("1KiB..4GiB"), Ok((1024, 4 << 30)));
        assert!(parse_byte_range("4GiB..1KiB").is_err());
    }
}
