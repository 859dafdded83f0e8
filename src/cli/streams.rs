//! Which of a command's outputs goes to standard output: one document at a time, so nothing
//! is silently dropped and nothing lands in a file meant for something else (`schedule in.hlo
//! --report > out.hlo` writes HLO there). The one rule, for every command: standard output
//! carries the command's main document; a report that would share it goes to standard error
//! as text, and as JSON (for programs, which read standard output) it is an error that says
//! to give `-o`. Writing goes through [`super::output`].

use super::output::note;
use std::error::Error;
use std::path::Path;

/// The rule as `lhsched schedule --help` states it.
pub const SCHEDULE_RULE: &str = "\
Standard output carries one document. Without -o (or with -o -) it is the scheduled module, \
and --report and --explain print on standard error; --json then needs -o OUT.hlo (it is an \
error without it, so no JSON lands where HLO is expected). With -o OUT.hlo, the report \
(--report, --explain or --json) goes to standard output. --trace writes its own file \
(--trace - only when nothing else takes standard output).";

/// Where a report goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channel {
    /// Standard output.
    Stdout,
    /// Standard error.
    Stderr,
}

/// True when `output` (`-o`) sends the main document to standard output.
pub fn on_stdout(output: Option<&Path>) -> bool {
    output.is_none_or(|o| o == Path::new("-"))
}

/// Where `schedule`'s report goes, given whether the module takes standard output and whether
/// the report is JSON; an error when JSON would share standard output with the module.
pub fn report_channel(module_on_stdout: bool, json: bool) -> Result<Channel, Box<dyn Error>> {
    match (module_on_stdout, json) {
        (false, _) => Ok(Channel::Stdout),
        (true, false) => Ok(Channel::Stderr),
        (true, true) => Err(
            "--json prints the report on standard output, which carries the \
             module without -o: give -o OUT.hlo for the module (or -o /dev/null to drop it)"
                .into(),
        ),
    }
}

/// Refuses `--trace -` when standard output already carries `what`.
pub fn trace_target(trace: &Path, stdout_taken: Option<&str>) -> Result<(), Box<dyn Error>> {
    match stdout_taken {
        Some(what) if trace == Path::new("-") => Err(format!(
            "--trace -: standard output already carries {what}; give --trace FILE.json"
        )
        .into()),
        _ => Ok(()),
    }
}

/// Writes `text` to `ch`: standard output (errors returned as for any stdout write) or
/// standard error (a failure there loses the text, never the command's result).
pub fn write_to(ch: Channel, text: &str) -> Result<(), Box<dyn Error>> {
    match ch {
        Channel::Stdout => super::output::write_stdout_bytes(text.as_bytes()),
        Channel::Stderr => {
            note(format_args!("{}", text.trim_end_matches('\n')));
            Ok(())
        }
    }
}
