//! The printer on two cores: the module's text cut into pieces at computation or instruction
//! boundaries, printed by two threads that each take the next piece in turn, and written in
//! order by the calling thread, so the bytes written are [`super::write_module`]'s byte for
//! byte. At most a few pieces (about 1.5 MB each) are held at once, never the whole text.

use super::module::Module;
use super::print::{print_computation_lines, print_module_head, write_module};
use std::collections::BTreeMap;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// Instruction lines per piece (a computation's signature and closing lines count as one).
const PIECE_LINES: usize = 16_384;

/// Modules with fewer instructions than this are printed on one thread (their print takes a
/// few hundredths of a second there).
pub const PARALLEL_PRINT_MIN: usize = 100_000;

/// A run of the text: from position `from` to position `to` (exclusive), each position a
/// computation index and a position in its order; the first piece also holds the module's
/// head.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Piece {
    from: (usize, usize),
    to: (usize, usize),
}

/// The module cut into pieces of about `lines` lines, in text order. A cut falls between two
/// computations or between two instructions of one.
fn pieces(m: &Module, lines: usize) -> Vec<Piece> {
    let lines = lines.max(1);
    let mut cuts = vec![(0, 0)];
    let mut count = 0usize;
    for (c, comp) in m.computations.iter().enumerate() {
        if count >= lines && c > 0 {
            cuts.push((c, 0));
            count = 0;
        }
        let len = comp.order.len();
        let mut k = 0;
        // Here `count < lines`, so each cut inside moves forward and stays before the end.
        while len - k > lines - count {
            k += lines - count;
            cuts.push((c, k));
            count = 0;
        }
        count += len - k + 1;
    }
    cuts.push((m.computations.len(), 0));
    cuts.windows(2)
        .map(|w| Piece {
            from: w[0],
            to: w[1],
        })
        .collect()
}

/// Appends piece `p` of `m`'s text to `out`.
fn print_piece(m: &Module, p: Piece, out: &mut String) {
    // Printing into a String cannot fail: the sink keeps everything in `out`.
    let keep = &mut |_: &mut String| Ok(());
    if p.from == (0, 0) {
        let _ = print_module_head(m, out, keep);
    }
    for (c, comp) in m.computations.iter().enumerate().skip(p.from.0) {
        if (c, 0) >= p.to {
            break;
        }
        let start = if c == p.from.0 { p.from.1 } else { 0 };
        let end = if c == p.to.0 {
            p.to.1
        } else {
            comp.order.len()
        };
        let _ = print_computation_lines(out, m, comp, start..end, keep);
    }
}

/// Writes `m` as HLO text to `w`, the same bytes as [`write_module`], printing on two
/// threads: this one writes and prints pieces, a second one prints pieces. A module under
/// [`PARALLEL_PRINT_MIN`] instructions, a machine with one core, or a system that refuses the
/// thread gets [`write_module`]. Stops at the first write error.
pub fn write_module_parallel(m: &Module, w: &mut dyn Write) -> std::io::Result<()> {
    let two_cores = std::thread::available_parallelism().is_ok_and(|n| n.get() > 1);
    if !two_cores || m.instruction_count() < PARALLEL_PRINT_MIN {
        return write_module(m, w);
    }
    write_pieces(m, &pieces(m, PIECE_LINES), w)
}

/// Writes `pieces` of `m` in order. Both threads claim the next unprinted piece in turn
/// (so the one that also writes prints fewer); this one writes each piece as soon as it and
/// every piece before it are printed. It holds at most two printed pieces of its own ahead of
/// the writing, and the second thread at most one beyond the one it prints.
fn write_pieces(m: &Module, pieces: &[Piece], w: &mut dyn Write) -> std::io::Result<()> {
    if pieces.len() < 2 {
        return write_module(m, w);
    }
    let next = AtomicUsize::new(0);
    let claim = || {
        let i = next.fetch_add(1, Ordering::SeqCst);
        (i < pieces.len()).then_some(i)
    };
    std::thread::scope(|s| {
        let (send_text, take_text) = mpsc::sync_channel::<(usize, String)>(1);
        // Buffers the second thread printed into go back to it once written.
        let (give_back, spare) = mpsc::channel::<String>();
        let printer = move || {
            while let Some(i) = claim() {
                let mut buf = spare.try_recv().unwrap_or_default();
                buf.clear();
                print_piece(m, pieces[i], &mut buf);
                // The receiver is gone after a write error: nothing more is wanted.
                if send_text.send((i, buf)).is_err() {
                    break;
                }
            }
        };
        let mut helper = std::thread::Builder::new().spawn_scoped(s, printer).is_ok();
        // Printed pieces not yet written, by index, and whether this thread printed each.
        let mut ready: BTreeMap<usize, (String, bool)> = BTreeMap::new();
        let mut pool: Vec<String> = Vec::new();
        let mut own_ahead = 0usize;
        let printed = |i: usize, pool: &mut Vec<String>| {
            let mut buf = pool.pop().unwrap_or_default();
            buf.clear();
            print_piece(m, pieces[i], &mut buf);
            (buf, true)
        };
        let mut want = 0;
        while want < pieces.len() {
            if let Some((text, mine)) = ready.remove(&want) {
                w.write_all(text.as_bytes())?;
                if mine {
                    own_ahead = own_ahead.saturating_sub(1);
                    pool.push(text);
                } else {
                    let _ = give_back.send(text);
                }
                want += 1;
                continue;
            }
            if helper {
                match take_text.try_recv() {
                    Ok((i, text)) => {
                        ready.insert(i, (text, false));
                        continue;
                    }
                    Err(mpsc::TryRecvError::Disconnected) => helper = false,
                    Err(mpsc::TryRecvError::Empty) => {}
                }
            }
            if own_ahead < 2 || !helper {
                if let Some(i) = claim() {
                    ready.insert(i, printed(i, &mut pool));
                    own_ahead += 1;
                    continue;
                }
            }
            if helper {
                match take_text.recv() {
                    Ok((i, text)) => {
                        ready.insert(i, (text, false));
                    }
                    Err(_) => helper = false,
                }
            } else {
                // The second thread stopped (short of a panic it cannot) with this piece
                // claimed: it is printed here.
                ready.insert(want, printed(want, &mut pool));
                own_ahead += 1;
            }
        }
        Ok(())
    })
}

/// The test helper behind `tests/print_parallel.rs`: [`write_module_parallel`]'s two-thread
/// path with pieces of `lines` lines, whatever the module's size.
#[doc(hidden)]
pub fn write_in_pieces(m: &Module, lines: usize, w: &mut dyn Write) -> std::io::Result<()> {
    write_pieces(m, &pieces(m, lines), w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlo::{parse_module, print_module};

    const TEXT: &str = "HloModule m, num_partitions=2

%add (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %s = f32[] add(%x, %y)
}

%empty_ish (p: f32[]) -> f32[] {
  ROOT %p = f32[] parameter(0)
}

ENTRY %main (a: f32[8], b: f32[8]) -> f32[8] {
  %a = f32[8]{0} parameter(0)
  %b = f32[8]{0} parameter(1)
  %c = f32[8]{0} add(%a, %b)
  %d = f32[8]{0} multiply(%c, %b)
  %e = f32[8]{0} subtract(%d, %a)
  ROOT %r = f32[8]{0} add(%e, %c)
}
";

    /// Every piece size from one line up gives the one-thread printer's bytes.
    #[test]
    fn every_piece_size_prints_the_same_bytes() {
        let m = parse_module(TEXT).expect("parses");
        let want = print_module(&m);
        for lines in 1..20 {
            let ps = pieces(&m, lines);
            assert_eq!(ps.first().map(|p| p.from), Some((0, 0)));
            assert!(ps
                .windows(2)
                .all(|w| w[0].to == w[1].from && w[0].from < w[0].to));
            let mut got = Vec::new();
            write_pieces(&m, &ps, &mut got).expect("writes");
            assert_eq!(
                String::from_utf8(got).expect("utf-8"),
                want,
                "{lines} lines"
            );
        }
    }

    /// A write error stops the writing and is returned, the second thread ends.
    #[test]
    fn a_write_error_is_returned() {
        struct Full(usize);
        impl Write for Full {
            fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
                if self.0 == 0 {
                    return Err(std::io::Error::other("full"));
                }
                self.0 -= 1;
                Ok(b.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let m = parse_module(TEXT).expect("parses");
        let ps = pieces(&m, 1);
        assert!(write_pieces(&m, &ps, &mut Full(2)).is_err());
    }
}
