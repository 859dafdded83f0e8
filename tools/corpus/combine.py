#!/usr/bin/env python3
"""Issue 20's acceptance figures for `lhsched schedule --combine`, on the module pairs
`programs.py` writes (DIR/gpu/stages/NAME.gpu_nocombine.pre_lhs.hlo, one collective per tensor,
and DIR/combine/gpu/stages/NAME.gpu.pre_lhs.hlo + DIR/combine/gpu/NAME.gpu.post.hlo, XLA's default
combiners):

  ~/jaxenv/bin/python tools/corpus/combine.py /work/corpus [--lhsched target/release/lhsched]

Per pair: lhsched --combine auto from the uncombined module, lhsched on XLA's combined input,
`lhsched eval` of XLA's combined final module, the lower bound printed for auto's output, the
acceptance verdict (auto <= lhsched on XLA's input, and auto <= 0.92 x XLA final or within 1% of
its bound, or of its rules bound: the bound for the orders that keep XLA's rules, which every
output of lhsched and of XLA keeps; the `met by` column says which), `--combine xla`'s bucket counts per kind beside XLA's own, and checks: `--combine xla` forms
XLA's buckets (the same bytes per bucket, kind by kind), XLA's parser
reads auto's output with every original instruction but merged starts still there, `lhsched
check` passes, a rerun writes the same bytes, auto with `--memory-limit` at the input's peak
meets it. Exit 1 when a check fails.
"""
import argparse, glob, json, os, re, resource, subprocess, sys, tempfile, time

ap = argparse.ArgumentParser()
ap.add_argument("dir")
ap.add_argument("--lhsched", default="target/release/lhsched")
ap.add_argument("--auto-args", default="", help="more options for the `--combine auto` runs, "
                "e.g. \"--combine-search 0\" for the candidates without the local search")
ap.add_argument("--shared", default=os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared"))
args = ap.parse_args()

from jaxlib import _hlo  # noqa: E402

T = os.path.join(args.shared, "xla_tables")
AUTO = ["--combine", "auto", *args.auto_args.split()]
COST = ["--platform", "h100", "--table", os.path.join(T, "default_collective_perf_table.txtpb"),
        "--gemm-table", os.path.join(T, "default_matmul_perf_table.txtpb")]


def run(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(cmd, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if p.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)}: exit {p.returncode}\n{p.stderr}")
    return p.stdout, cpu


def names(path):
    m = _hlo.hlo_module_from_text(open(path).read())
    return {c.name: {i.name for i in c.instructions()} for c in m.computations()}


failed = []
rows = []
tmp = tempfile.mkdtemp()
for n in sorted(glob.glob(os.path.join(args.dir, "gpu/stages/*.gpu_nocombine.pre_lhs.hlo"))):
    name = os.path.basename(n).replace(".gpu_nocombine.pre_lhs.hlo", "")
    c = os.path.join(args.dir, "combine/gpu/stages", f"{name}.gpu.pre_lhs.hlo")
    post = os.path.join(args.dir, "combine/gpu", f"{name}.gpu.post.hlo")
    if not (os.path.exists(c) and os.path.exists(post)):
        continue
    out = os.path.join(tmp, f"{name}.auto.hlo")
    out2 = os.path.join(tmp, f"{name}.auto2.hlo")
    js, cpu = run([args.lhsched, "schedule", n, *COST, *AUTO, "-o", out, "--json"])
    auto = json.loads(js)
    run([args.lhsched, "schedule", n, *COST, *AUTO, "-o", out2])
    given = json.loads(run([args.lhsched, "schedule", c, *COST, "-o", os.devnull, "--json"])[0])
    final = json.loads(run([args.lhsched, "eval", post, *COST, "--json"])[0])
    xla = json.loads(run([args.lhsched, "schedule", n, *COST, "--combine", "xla", "-o", os.devnull,
                          "--json"])[0])
    xla_own = json.loads(run([args.lhsched, "schedule", c, *COST, "--combine", "xla", "-o",
                              os.devnull, "--json"])[0])
    limit = auto["peak_bytes_before"]
    lim = json.loads(run([args.lhsched, "schedule", n, *COST, *AUTO, "--memory-limit",
                          str(limit), "-o", os.devnull, "--json"])[0])
    mem_ok = lim["peak_bytes"] <= limit
    a, g, f = auto["makespan_after_s"], given["makespan_after_s"], final["makespan_s"]
    bound, rules = auto["lower_bound_s"], auto["lower_bound_rules_s"]
    ok_given = a <= g * (1 + 1e-9)
    # Which part of the second criterion holds: 0.92 x XLA final, 1% of the bound for every
    # order, or 1% of the bound for the orders that keep XLA's rules (every order lhsched or
    # XLA writes: at most one collective pair open per stream).
    met = ", ".join(w for w, ok in [("XLA final", a <= 0.92 * f), ("bound", a <= 1.01 * bound),
                                    ("rules bound", a <= 1.01 * rules)] if ok) or "-"
    ok_gain = met != "-"
    theirs = {k: len(v) for k, v in xla_own["combine"]["buckets_before"].items()}
    ours = {k: len(v) for k, v in xla["combine"]["buckets_after"].items()}
    # XLA's own buckets, byte for byte: the same bytes per bucket, kind by kind.
    same_buckets = ({k: sorted(v) for k, v in xla_own["combine"]["buckets_before"].items()}
                    == {k: sorted(v) for k, v in xla["combine"]["buckets_after"].items()})
    same = open(out, "rb").read() == open(out2, "rb").read()
    check = subprocess.run([args.lhsched, "check", out], capture_output=True).returncode == 0
    a_names, o_names = names(n), names(out)
    # Starts are merged and a tuple-shaped done only carries its get-tuple-elements (which
    # are kept): every other instruction must still be there by name.
    carriers = set(re.findall(r"^\s+(?:ROOT )?%?([\w.\-]+) = \(.*?-done\(", open(n).read(), re.M))
    missing = [x for comp in a_names if comp in o_names for x in a_names[comp] - o_names[comp]
               if "-start" not in x and x not in carriers]
    for what, good in [("never worse than lhsched on XLA's input", ok_given),
                       ("<= 0.92 x XLA final or within 1% of a bound", ok_gain),
                       ("--combine xla forms XLA's buckets (bytes per bucket)", same_buckets),
                       ("byte-identical rerun", same), ("lhsched check", check),
                       ("memory limit at the input's peak met", mem_ok),
                       ("every original value kept", not missing)]:
        if not good:
            failed.append(f"{name}: {what}")
    rows.append((name, a, g, f, bound, a / f, a / bound, a / rules, met, auto["combine"]["chosen"],
                 " ".join(f"{k.split('-')[0][:1]}{k.split('-')[1][:1]} {theirs.get(k, 0)}/{ours.get(k, 0)}"
                          for k in sorted(set(theirs) | set(ours))), cpu))

print("| pair | auto from nocombine | lhsched on XLA's input | XLA final (eval) | bound of auto's output | auto / XLA final | auto / bound | auto / rules bound | met by | kept | buckets XLA/ours (xla mode) | CPU s |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---|---|---|---:|")
for r in rows:
    print(f"| {r[0]} | {r[1]*1e6:,.2f} us | {r[2]*1e6:,.2f} us | {r[3]*1e6:,.2f} us | {r[4]*1e6:,.2f} us | {r[5]:.3f} | {r[6]:.3f} | {r[7]:.3f} | {r[8]} | {r[9]} | {r[10]} | {r[11]:.2f} |")
for f in failed:
    print("FAILED", f)
sys.exit(1 if failed else 0)
