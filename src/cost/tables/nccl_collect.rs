//! Measuring a cluster with the tools people already run: the nccl-tests command lines for a
//! sweep (ops x GPU counts x sizes), started through the site's launcher (`mpirun -np N` or
//! Slurm's `srun -n N`, one GPU per rank: `-g 1`; or one local process driving N GPUs: `-g N`),
//! with each run's standard output kept as a log for [`super::nccl_import`].
//!
//! nccl-tests flags used (NVIDIA/nccl-tests README): `-b` minimum bytes, `-e` maximum bytes,
//! `-f 2` multiply the size by 2 per step, `-g` GPUs per process.

use super::nccl_log::{NcclLog, NcclOp};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// How the ranks are started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Launcher {
    /// `mpirun -np N PROGRAM ... -g 1` (Open MPI / MPICH).
    Mpirun,
    /// `srun -n N PROGRAM ... -g 1` (Slurm).
    Srun,
    /// `PROGRAM ... -g N`: one process on this machine drives N GPUs.
    Local,
}

impl std::str::FromStr for Launcher {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "mpirun" => Ok(Launcher::Mpirun),
            "srun" => Ok(Launcher::Srun),
            "local" => Ok(Launcher::Local),
            _ => Err(format!("launcher `{s}`: use mpirun, srun or local")),
        }
    }
}

/// A sweep to measure.
#[derive(Clone, Debug)]
pub struct CollectPlan {
    /// The launcher.
    pub launcher: Launcher,
    /// Folder holding the nccl-tests programs (`build/` of a nccl-tests checkout).
    pub nccl_tests_dir: PathBuf,
    /// GPU counts to measure (each a separate run).
    pub gpus: Vec<u32>,
    /// Collectives to measure.
    pub ops: Vec<NcclOp>,
    /// Smallest size, bytes (`-b`).
    pub min_bytes: u64,
    /// Largest size, bytes (`-e`).
    pub max_bytes: u64,
}

/// One command of a sweep.
#[derive(Clone, Debug, PartialEq)]
pub struct CollectCommand {
    /// The collective.
    pub op: NcclOp,
    /// GPUs (ranks) of the run.
    pub gpus: u32,
    /// Program and arguments.
    pub argv: Vec<String>,
    /// File name of its log (inside the log folder).
    pub log_name: String,
}

impl CollectCommand {
    /// The command as one shell line, arguments quoted where needed.
    pub fn shell_line(&self) -> String {
        self.argv
            .iter()
            .map(|a| shell_quote(a))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Quotes `s` for a POSIX shell when it holds anything but plain path characters.
pub fn shell_quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./=:,+@%".contains(&b));
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

super::error::message_error! {
    /// A collection plan that cannot run, or a run that failed or measured something else than
    /// asked: what, naming the option, command or log line.
    CollectError
}

impl CollectPlan {
    /// Checks the plan: at least one op and GPU count, GPU counts of 2 or more, sizes ordered.
    pub fn validate(&self) -> Result<(), CollectError> {
        if self.ops.is_empty() || self.gpus.is_empty() {
            return Err(CollectError::from(
                "nothing to measure: give --ops and --gpus",
            ));
        }
        if let Some(g) = self.gpus.iter().find(|&&g| g < 2) {
            return Err(CollectError::from(format!(
                "--gpus {g}: a collective needs 2 or more GPUs"
            )));
        }
        if self.min_bytes == 0 || self.min_bytes > self.max_bytes {
            return Err(CollectError::from(format!(
                "--sizes {}..{}: need 0 < smallest <= largest",
                self.min_bytes, self.max_bytes
            )));
        }
        Ok(())
    }

    /// The command lines of the sweep, ops outer, GPU counts inner, in the given order.
    pub fn commands(&self) -> Result<Vec<CollectCommand>, CollectError> {
        self.validate()?;
        let mut out = Vec::new();
        for &op in &self.ops {
            for &g in &self.gpus {
                let program = self.nccl_tests_dir.join(op.binary());
                let program = program.display().to_string();
                let per_process = if self.launcher == Launcher::Local {
                    g
                } else {
                    1
                };
                let mut argv: Vec<String> = match self.launcher {
                    Launcher::Mpirun => vec!["mpirun".into(), "-np".into(), g.to_string()],
                    Launcher::Srun => vec!["srun".into(), "-n".into(), g.to_string()],
                    Launcher::Local => Vec::new(),
                };
                argv.push(program);
                for a in [
                    "-b".to_string(),
                    self.min_bytes.to_string(),
                    "-e".into(),
                    self.max_bytes.to_string(),
                    "-f".into(),
                    "2".into(),
                    "-g".into(),
                    per_process.to_string(),
                ] {
                    argv.push(a);
                }
                out.push(CollectCommand {
                    op,
                    gpus: g,
                    argv,
                    log_name: format!("{}_{}gpus.log", op.binary(), g),
                });
            }
        }
        Ok(out)
    }
}

/// Runs `cmd` with its standard output written to `dir/<log_name>` (an existing log is never
/// replaced: an error instead) and standard error to the same name with `.err`. Returns the log's
/// path; a failed start or a non-zero exit is an error naming the command.
pub fn run_command(cmd: &CollectCommand, dir: &Path) -> Result<PathBuf, CollectError> {
    let log = dir.join(&cmd.log_name);
    let err_path = dir.join(format!("{}.err", cmd.log_name));
    let create = |p: &Path| {
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(p)
            .map_err(|e| format!("{}: {e} (logs are never overwritten)", p.display()))
    };
    let out = create(&log)?;
    let err = create(&err_path)?;
    let (program, args) = cmd
        .argv
        .split_first()
        .ok_or_else(|| "empty command".to_string())?;
    let status = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .status()
        .map_err(|e| format!("`{}`: cannot start: {e}", cmd.shell_line()))?;
    if !status.success() {
        let tail = std::fs::read_to_string(&err_path).unwrap_or_default();
        let tail: Vec<&str> = tail.lines().rev().take(5).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        return Err(CollectError::from(format!(
            "`{}` failed ({status}); log {}; stderr: {}",
            cmd.shell_line(),
            log.display(),
            tail.join(" | ")
        )));
    }
    Ok(log)
}

/// Checks that a collected log ran what its command asked: every run's collective (when the log
/// names it) and rank count (when the log shows it).
pub fn verify_log(log: &NcclLog, cmd: &CollectCommand) -> Result<(), CollectError> {
    for run in &log.runs {
        if let Some((op, line)) = run.op {
            if op != cmd.op {
                return Err(CollectError::from(format!(
                    "{}:{line}: ran {} but the command was {}",
                    log.file,
                    op.binary(),
                    cmd.shell_line()
                )));
            }
        }
        let n = run.ranks();
        if n != 0 && n != u64::from(cmd.gpus) {
            return Err(CollectError::from(format!(
                "{}:{}: {n} ranks ran but the command asked for {}",
                log.file, run.line, cmd.gpus
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_lines() {
        let mut plan = CollectPlan {
            launcher: Launcher::Mpirun,
            nccl_tests_dir: PathBuf::from("/opt/nccl tests/build"),
            gpus: vec![2, 8],
            ops: vec![NcclOp::AllReduce],
            min_bytes: 1024,
            max_bytes: 1 << 31,
        };
        let c = plan.commands().unwrap();
        assert_eq!(
            c[1].shell_line(),
            "mpirun -np 8 '/opt/nccl tests/build/all_reduce_perf' -b 1024 -e 2147483648 -f 2 -g 1"
        );
        plan.launcher = Launcher::Srun;
        assert!(plan.commands().unwrap()[0]
            .shell_line()
            .starts_with("srun -n 2 "));
        plan.launcher = Launcher::Local;
        assert!(plan.commands().unwrap()[1].shell_line().ends_with("-g 8"));
        plan.gpus = vec![1];
        assert!(plan.commands().is_err());
    }
}
