//! The `lhsched` command line.

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// lhsched: schedule ML compiler graphs so that communication hides behind compute.
#[derive(Parser)]
#[command(name = "lhsched", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Schedule a module so communication hides behind compute (the main job).
    Schedule(cli::schedule::ScheduleArgs),
    /// Replay a module's own order under a cost model: makespan, exposed communication, memory.
    Eval(cli::eval::EvalArgs),
    /// Inspect, check and evaluate a measured performance table.
    Table(cli::table::TableArgs),
    /// Estimate every collective of a module, or one collective or GEMM from a measured table.
    Estimate(cli::estimate::EstimateArgs),
    /// HCCL collective algorithms: compare their costs, or show and check a step plan.
    Hccl(cli::hccl::Args),
    /// Instructions per opcode and computation, and every collective with its bytes and groups.
    Stats(cli::stats::StatsArgs),
    /// Parse a module and print it again (`-` reads standard input).
    Fmt(cli::fmt::FmtArgs),
    /// Write a synthetic transformer-like FSDP training step of any size as HLO text.
    Gen(cli::gen::GenArgs),
    /// Check a module against what XLA's backend requires of a scheduled module.
    Check(cli::check::CheckArgs),
    /// XLA PGLE profiles: `export` writes lhsched's costs of a module as one.
    Profile(cli::profile::ProfileArgs),
}

/// glibc's mmap threshold, fixed: large blocks (the parse's arenas, the schedule's rows) are
/// mapped and given back to the OS when freed. By default glibc raises the threshold each time
/// such a block is freed, so later ones come from the heap and stay resident after use: at 1M
/// instructions `schedule` peaked at 428 MB (3.01x the text), 401 MB (2.82x) with this, at the
/// same wall time. A user's own `MALLOC_MMAP_THRESHOLD_` is left alone.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn fix_mmap_threshold() {
    const THRESHOLD: libc::c_int = 16 << 20;
    if std::env::var_os("MALLOC_MMAP_THRESHOLD_").is_none() {
        // SAFETY: mallopt only sets an allocator parameter; it is called first thing in
        // main, before any other thread exists, and its result (0 on failure) changes nothing
        // but memory use.
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, THRESHOLD);
        }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn fix_mmap_threshold() {}

fn main() -> ExitCode {
    fix_mmap_threshold();
    let cli = Cli::parse();
    // An interrupted run leaves no temporary output file behind.
    if let Err(e) = lhsched::driver::output::remove_temporaries_on_signal() {
        cli::output::note(format_args!("lhsched: warning: {e}"));
    }
    let result: cli::CliResult = match cli.command {
        Command::Schedule(a) => cli::schedule::run(a),
        Command::Eval(a) => cli::eval::run(a),
        Command::Table(a) => cli::table::run(a),
        Command::Estimate(a) => cli::estimate::run(a),
        Command::Hccl(a) => cli::hccl::run(a),
        Command::Stats(args) => cli::stats::run(args),
        Command::Fmt(args) => cli::fmt::run(args),
        Command::Gen(args) => cli::gen::run(args),
        Command::Check(a) => cli::check::run(a),
        Command::Profile(a) => cli::profile::run(a),
    };
    match result {
        Ok(code) => code,
        Err(e) if e.is::<cli::output::StdoutClosed>() => ExitCode::from(cli::output::CLOSED_EXIT),
        Err(e) => {
            use std::io::Write as _;
            // Not eprintln!: a closed or full stderr must not turn the error into a panic.
            let _ = writeln!(std::io::stderr(), "lhsched: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;
    use lhsched::driver::by_name::{option_names, Job};

    /// Every long option of `schedule`, `eval` and `estimate FILE` that shapes the result (not
    /// where or how it is written) reaches the Python and C frontends under the same name.
    #[test]
    fn frontends_take_every_cli_option() {
        // `trace` is a file here and a flag there (the trace comes back in the report).
        let output_only = ["output", "report", "json", "help"];
        let cli = Cli::command();
        for job in [Job::Schedule, Job::Eval, Job::Estimate] {
            let sub = cli.find_subcommand(job.name()).expect("subcommand");
            let mut longs: Vec<String> = sub
                .get_arguments()
                .filter_map(|a| a.get_long())
                .filter(|l| !output_only.contains(l))
                .map(|l| l.replace('-', "_"))
                .collect();
            longs.sort();
            assert_eq!(longs, option_names(job), "{}", job.name());
        }
    }
}
