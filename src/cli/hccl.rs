//! `lhsched hccl compare` and `lhsched hccl plan`: HCCL's collective algorithms on a topology.

use super::units::parse_byte_range;
use super::{bytes_arg, CliResult};
use clap::{Args as ClapArgs, Subcommand};
use lhsched::cost::config::TopologySettings;
use lhsched::cost::hccl::{compare, execute, hccl_policy_detail, plan, Algo, Op, Topology};
use lhsched::driver::report::{human_bytes, human_time};
use serde_json::json;
use std::fmt::Write as _;

/// `lhsched hccl ...`
#[derive(ClapArgs, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: HcclCommand,
}

#[derive(Subcommand, Debug)]
enum HcclCommand {
    /// Every applicable algorithm with its time, fastest first, and HCCL's default pick
    /// (`--sweep LO..HI`: the winner per size and the crossover sizes).
    Compare(CompareArgs),
    /// An algorithm's per-step transfer plan (one rank's task list with `--rank`), executed and
    /// checked on simulated ranks.
    Plan(PlanArgs),
}

/// The machine: a preset, overridden by any explicit link figure.
#[derive(ClapArgs, Debug, Clone)]
pub struct TopoArgs {
    /// Machine preset: 910b (HCCS 18.3 GB/s, RDMA 20 GB/s) or nvlink-8x400g (default: 910b for
    /// `hccl`; the platform's for schedule, eval and estimate: nvlink-8x400g on GPUs).
    #[arg(long)]
    pub preset: Option<String>,
    /// Number of servers.
    #[arg(long)]
    pub servers: Option<usize>,
    /// Devices per server (default: the preset's 8). With 1, every link is inter-server.
    #[arg(long)]
    pub devices_per_server: Option<usize>,
    /// Total ranks, instead of --servers (must be a multiple of the devices per server).
    #[arg(long)]
    pub ranks: Option<usize>,
    /// Intra-server bandwidth, GB/s (1e9 B/s).
    #[arg(long, allow_negative_numbers = true)]
    pub intra_gbps: Option<f64>,
    /// Intra-server latency per step, us.
    #[arg(long, allow_negative_numbers = true)]
    pub intra_alpha_us: Option<f64>,
    /// Inter-server bandwidth, GB/s (1e9 B/s).
    #[arg(long, allow_negative_numbers = true)]
    pub inter_gbps: Option<f64>,
    /// Inter-server latency per step, us.
    #[arg(long, allow_negative_numbers = true)]
    pub inter_alpha_us: Option<f64>,
    /// Reduction throughput, GB/s (gamma = 1 / (this x 1e9) s/B).
    #[arg(long, allow_negative_numbers = true)]
    pub gamma_gbps: Option<f64>,
}

impl TopoArgs {
    /// The library's topology settings these flags select.
    pub fn settings(&self) -> TopologySettings {
        let mut t = TopologySettings::default();
        t.preset = self.preset.clone();
        t.servers = self.servers;
        t.devices_per_server = self.devices_per_server;
        t.ranks = self.ranks;
        t.intra_gbps = self.intra_gbps;
        t.intra_alpha_us = self.intra_alpha_us;
        t.inter_gbps = self.inter_gbps;
        t.inter_alpha_us = self.inter_alpha_us;
        t.gamma_gbps = self.gamma_gbps;
        t
    }
}

#[derive(ClapArgs, Debug)]
struct CompareArgs {
    /// Operation: all-reduce, all-gather, reduce-scatter, broadcast, reduce, scatter, gather,
    /// all-to-all.
    #[arg(long)]
    op: String,
    /// Per-rank buffer n (AllGather: output, ReduceScatter: input), e.g. 256MiB.
    #[arg(long, value_parser = bytes_arg)]
    bytes: Option<u64>,
    /// Size range LO..HI swept in powers of two, e.g. 1KiB..4GiB.
    #[arg(long)]
    sweep: Option<String>,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    topo: TopoArgs,
}

#[derive(ClapArgs, Debug)]
struct PlanArgs {
    /// Algorithm: mesh, ring, rhd, nhr, nb, pairwise, star, pipeline.
    #[arg(long)]
    algo: String,
    /// Operation, as for `compare`.
    #[arg(long)]
    op: String,
    /// Per-rank buffer n.
    #[arg(long, value_parser = bytes_arg, default_value = "1MiB")]
    bytes: u64,
    /// Show only this rank's tasks.
    #[arg(long)]
    rank: Option<usize>,
    #[command(flatten)]
    topo: TopoArgs,
}

/// Runs `lhsched hccl`.
pub fn run(args: Args) -> CliResult {
    match args.command {
        HcclCommand::Compare(a) => run_compare(a),
        HcclCommand::Plan(a) => run_plan(a),
    }
}

/// The topology of `hccl compare`/`hccl plan` (an Ascend 910B server unless `--preset`).
fn topology(a: &TopoArgs) -> Result<Topology, lhsched::Error> {
    a.settings().build("910b")
}

fn describe_topology(t: &Topology) -> String {
    format!(
        "{} servers x {} devices (p = {}); intra {} + {} GB/s, inter {} + {} GB/s, gamma {} GB/s",
        t.servers,
        t.devices_per_server,
        t.ranks(),
        human_time(t.intra.alpha_s),
        t.intra.gbps(),
        human_time(t.inter.alpha_s),
        t.inter.gbps(),
        if t.gamma_s_per_byte > 0.0 {
            format!("{}", 1.0 / (t.gamma_s_per_byte * 1e9))
        } else {
            "inf".to_string()
        }
    )
}

fn run_compare(a: CompareArgs) -> CliResult {
    let t = topology(&a.topo)?;
    let op = Op::parse(&a.op)?;
    let mut out = String::new();
    match (a.bytes, &a.sweep) {
        (Some(bytes), None) => {
            let rows = compare(op, bytes, &t)?;
            let pick = hccl_policy_detail(op, bytes, &t).ok();
            if a.json {
                let list: Vec<_> = rows
                    .iter()
                    .map(|(algo, s)| {
                        json!({
                            "algo": algo.name(),
                            "seconds": s,
                            "hccl_default": pick.as_ref().is_some_and(|p| p.algo == *algo),
                        })
                    })
                    .collect();
                out = serde_json::to_string_pretty(&list)? + "\n";
            } else {
                let _ = writeln!(out, "{op} of {} per rank", human_bytes(bytes));
                let _ = writeln!(out, "{}", describe_topology(&t));
                let _ = writeln!(out, "{:<10} {:>14} {:>9}", "algo", "time", "x best");
                let best = rows.first().map(|r| r.1).unwrap_or(1.0);
                for (algo, s) in &rows {
                    let _ = writeln!(
                        out,
                        "{:<10} {:>14} {:>8.2}x",
                        algo.name(),
                        human_time(*s),
                        s / best
                    );
                }
                if rows.is_empty() {
                    let _ = writeln!(out, "(no algorithm applies)");
                }
                match pick {
                    Some(p) => {
                        let _ = writeln!(out, "hccl default: {} ({})", p.algo, p.rule);
                    }
                    None => {
                        let _ = writeln!(out, "hccl default: none applies");
                    }
                }
            }
        }
        (None, Some(range)) => {
            let (lo, hi) = parse_byte_range(range)?;
            out = sweep(op, lo, hi, &t, a.json)?;
        }
        _ => return Err("give exactly one of --bytes SIZE or --sweep LO..HI".into()),
    }
    super::write_stdout(&out)
}

fn sweep(
    op: Op,
    lo: u64,
    hi: u64,
    t: &Topology,
    json_out: bool,
) -> Result<String, Box<dyn std::error::Error>> {
    let mut sizes = Vec::new();
    let mut b = lo;
    while b <= hi {
        sizes.push(b);
        match b.checked_mul(2) {
            Some(n) => b = n,
            None => break,
        }
    }
    let mut rows = Vec::new();
    for &s in &sizes {
        let ranking = compare(op, s, t)?;
        let Some(&(algo, secs)) = ranking.first() else {
            return Err(format!("no algorithm implements {op} on this topology").into());
        };
        let pick = hccl_policy_detail(op, s, t).ok();
        rows.push((s, algo, secs, ranking, pick));
    }
    let mut out = String::new();
    if json_out {
        let list: Vec<_> = rows
            .iter()
            .map(|(s, algo, secs, ranking, pick)| {
                json!({
                    "bytes": s,
                    "algo": algo.name(),
                    "seconds": secs,
                    "hccl_default": pick.as_ref().map(|p| p.algo.name()),
                    "hccl_default_seconds": pick.as_ref().map(|p| p.seconds),
                    "ranking": ranking.iter().map(|(a, x)| json!({"algo": a.name(), "seconds": x})).collect::<Vec<_>>(),
                })
            })
            .collect();
        return Ok(serde_json::to_string_pretty(&list)? + "\n");
    }
    let _ = writeln!(out, "{op} sweep {}..{}", human_bytes(lo), human_bytes(hi));
    let _ = writeln!(out, "{}", describe_topology(t));
    let _ = writeln!(
        out,
        "{:>10}  {:<9} {:>12}  {:<9} {:>12}  {:<9}",
        "size", "winner", "time", "runner-up", "time", "hccl"
    );
    for (s, algo, secs, ranking, pick) in &rows {
        let (ru, rt) = ranking
            .get(1)
            .map(|(a, x)| (a.name().to_string(), human_time(*x)))
            .unwrap_or_else(|| ("-".into(), "-".into()));
        let _ = writeln!(
            out,
            "{:>10}  {:<9} {:>12}  {:<9} {:>12}  {:<9}",
            human_bytes(*s),
            algo.name(),
            human_time(*secs),
            ru,
            rt,
            pick.as_ref().map(|p| p.algo.name()).unwrap_or("-")
        );
    }
    let _ = writeln!(out, "crossovers:");
    let mut any = false;
    for w in rows.windows(2) {
        if let [prev, next] = w {
            if prev.1 != next.1 {
                any = true;
                let _ = writeln!(
                    out,
                    "  {} -> {} between {} and {}",
                    prev.1,
                    next.1,
                    human_bytes(prev.0),
                    human_bytes(next.0)
                );
            }
        }
    }
    if !any {
        let _ = writeln!(
            out,
            "  none: {} wins at every size",
            rows.first().map(|r| r.1.name()).unwrap_or("-")
        );
    }
    Ok(out)
}

fn run_plan(a: PlanArgs) -> CliResult {
    let t = topology(&a.topo)?;
    let algo = Algo::parse(&a.algo)?;
    let op = Op::parse(&a.op)?;
    if let Some(r) = a.rank {
        if r >= t.ranks() {
            return Err(format!("--rank {r} is outside the {} ranks", t.ranks()).into());
        }
    }
    let pl = plan(algo, op, a.bytes, &t)?;
    let ex = execute(&pl, &t)?;
    let formula = lhsched::cost::hccl::cost(algo, op, a.bytes, &t)?;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{algo} {op} of {} per rank: {} chunks of {:.2} B",
        human_bytes(a.bytes),
        pl.chunks,
        pl.chunk_bytes
    );
    let _ = writeln!(out, "{}", describe_topology(&t));
    if let Some(r) = a.rank {
        let _ = writeln!(
            out,
            "rank {r} (server {}, local {}):",
            t.server_of(r),
            r % t.devices_per_server
        );
    }
    out.push_str(&pl.render(a.rank, &ex.step_seconds));
    let _ = writeln!(
        out,
        "executed on {} simulated ranks: result verified, {} steps, {} transfers, {}; closed form {}",
        t.ranks(),
        pl.steps.len(),
        ex.transfers,
        human_time(ex.seconds),
        human_time(formula)
    );
    super::write_stdout(&out)
}
