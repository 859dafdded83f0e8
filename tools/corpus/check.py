#!/usr/bin/env python3
"""Run lhsched on every XLA:GPU module of a corpus directory and check issue 8's acceptance
points on each, printing one row of figures per module.

  ~/jaxenv/bin/python tools/corpus/check.py /work/corpus [--lhsched target/release/lhsched]
      [--shared ../shared] [--out /tmp/corpus_out] [--only NAME,...] [--mode default|xla|per-kind]
      [--schedule-args "--improve-budget 20000"]

For every DIR/**/stages/NAME.*.pre_lhs.hlo (XLA's scheduler input) with XLA's scheduled result
DIR/**/NAME.*.post.hlo beside the stages folder, under the H100 preset and XLA's sm_90 tables:
  - `lhsched schedule IN -o OUT --report --trace T.json` exits 0 (CPU and wall time recorded);
  - the trace never has two collectives moving data at once, and OUT never has two collective
    start/done windows open at once in program order (copy-start/done aside);
  - OUT keeps every instruction: XLA's own parser (jaxlib) reads IN and OUT and finds the same
    instruction names in every computation; `lhsched fmt OUT` re-parses it too;
  - a second run (with --json) writes a byte-identical module;
  - `lhsched eval` of OUT equals the report's "after"; it is no slower than `eval` of IN (the
    input order) or than `eval IN --order-of POST` (XLA's order on the same instructions: XLA
    drops copies after scheduling, so its final module does less work; its replay is shown as
    "XLA final"), all under the same model.
Exit status 1 when any check fails.  Needs jaxlib (the venv of ../shared/tools/xla-corpus).
"""
import argparse, glob, json, math, os, re, resource, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
ap = argparse.ArgumentParser()
ap.add_argument("corpus")
ap.add_argument("--lhsched", default=os.path.join(ROOT, "target", "release", "lhsched"))
ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
ap.add_argument("--out", default="/tmp/lhsched_corpus_out")
ap.add_argument("--only", default="")
ap.add_argument("--schedule-args", default="",
                help="extra options of every `lhsched schedule` run, split on spaces "
                     "(e.g. \"--improve-budget 20000\")")
ap.add_argument("--mode", default="default", choices=["default", "xla", "per-kind"],
                help="time model: default; xla = --interference off (XLA's model); per-kind = "
                     "--streams per-kind (collectives may overlap: the in-flight checks are off)")
args = ap.parse_args()

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
from jaxlib import _hlo  # noqa: E402

COST = ["--platform", "h100",
        "--table", os.path.join(args.shared, "xla_tables/default_collective_perf_table.txtpb"),
        "--gemm-table", os.path.join(args.shared, "xla_tables/default_matmul_perf_table.txtpb")]
COST += {"default": [], "xla": ["--interference", "off"], "per-kind": ["--streams", "per-kind"]}[args.mode]
SCHED = args.schedule_args.split()
COLLECTIVE = {"all-gather", "all-reduce", "reduce-scatter", "all-to-all", "collective-permute",
              "collective-broadcast", "ragged-all-to-all", "send", "recv"}
os.makedirs(args.out, exist_ok=True)
failures = []


def fail(name, what):
    failures.append(f"{name}: {what}")
    print(f"  FAIL {name}: {what}", flush=True)


def run(cmd):
    """Runs cmd; returns (exit code, stdout, stderr, wall s, CPU s of the child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return p.returncode, p.stdout, p.stderr, wall, cpu


def instruction_names(path):
    """{computation: sorted instruction names} as XLA's parser reads the file."""
    m = _hlo.hlo_module_from_text(open(path).read())
    return {c.name: sorted(i.name for i in c.instructions()) for c in m.computations()}


def entry_windows(path):
    """Most collective start/done windows open at once in the entry computation's text order."""
    text = open(path).read()
    entry = text[text.index("\nENTRY "):]
    entry = entry[: entry.index("\n}")]
    open_, most = set(), 0
    for line in entry.splitlines():
        m = re.match(r"\s*(?:ROOT )?%?([\w.\-]+) = .*? ([\w\-]+)\((.*)", line)
        if not m:
            continue
        name, op, rest = m.groups()
        if op.endswith("-start") and op[: -len("-start")] in COLLECTIVE:
            open_.add(name)
        elif op == "async-start" and re.search(r"calls=%?([\w.\-]+)", rest):
            callee = re.search(r"calls=%?([\w.\-]+)", rest).group(1)
            body = re.search(r"\n%?" + re.escape(callee) + r" [^\n]*\{\n(.*?)\n\}", text, re.S)
            if body and any(re.search(r"\b" + k + r"\(", body.group(1)) for k in COLLECTIVE):
                open_.add(name)
        elif op.endswith("-done") or op == "async-done":
            src = re.match(r"%?([\w.\-]+)", rest).group(1)
            open_.discard(src)
        most = max(most, len(open_))
    return most


def trace_overlaps(path):
    """Pairs of collective transfers that overlap in time on the trace."""
    ev = json.load(open(path))["traceEvents"]
    spans = sorted((e["ts"], e["ts"] + e["dur"], e["name"]) for e in ev
                   if e.get("ph") == "X" and e.get("dur", 0) > 0
                   and e.get("args", {}).get("label") in COLLECTIVE and e.get("cat") != "async-done"
                   and not (e.get("cat") == "async-start" and e["tid"] == 0 and e["dur"] <= 1.0 + 1e-9))
    bad = []
    for a, b in zip(spans, spans[1:]):
        if b[0] < a[1] - 1e-6 * max(1.0, a[1]):
            bad.append((a[2], b[2], b[0]))
    return bad, len(spans)


pres = sorted(glob.glob(os.path.join(args.corpus, "**", "stages", "*.pre_lhs.hlo"), recursive=True))
rows = []
for pre in pres:
    base = os.path.basename(pre)[: -len(".pre_lhs.hlo")]
    name = base.split(".")[0]
    if args.only and name not in args.only.split(","):
        continue
    post = os.path.join(os.path.dirname(os.path.dirname(pre)), base + ".post.hlo")
    out = os.path.join(args.out, base + ".lhsched.hlo")
    trace = os.path.join(args.out, base + ".trace.json")
    print(f"{name}", flush=True)
    rc, so, se, wall, cpu = run([args.lhsched, "schedule", pre, "-o", out, "--report",
                                 "--trace", trace] + COST + SCHED)
    if rc != 0:
        fail(name, f"schedule exit {rc}: {se.strip()[-400:]}")
        continue
    rcj, js, se2, _, _ = run([args.lhsched, "schedule", pre, "-o", out + ".json.hlo", "--json"] + COST
                             + SCHED)
    rep = json.loads(js)
    if open(out + ".json.hlo", "rb").read() != open(out, "rb").read():
        fail(name, "two runs wrote different modules")
    os.remove(out + ".json.hlo")
    evals = {}
    for tag, f, extra in (("input", pre, []), ("xla_final", post, []), ("xla", pre, ["--order-of", post]),
                          ("ours", out, [])):
        if tag.startswith("xla") and not os.path.exists(post):
            continue
        r, o, e, _, _ = run([args.lhsched, "eval", f, "--json"] + extra + COST)
        if r != 0:
            fail(name, f"eval {tag} exit {r}: {e.strip()[-300:]}")
            continue
        evals[tag] = json.loads(o)["makespan_s"]
    ours = rep["after"]["makespan_s"]
    tol = 1e-9 * max(evals.values(), default=ours)
    if "ours" in evals and abs(evals["ours"] - ours) > tol:
        fail(name, f"eval of the output {evals['ours']} != report {ours}")
    if abs(evals.get("input", rep["before"]["makespan_s"]) - rep["before"]["makespan_s"]) > tol:
        fail(name, f"eval of the input {evals['input']} != report before {rep['before']['makespan_s']}")
    for tag in ("input", "xla"):
        if tag in evals and ours > evals[tag] + tol:
            fail(name, f"ours {ours} slower than {tag} {evals[tag]}")
    bad, nspans = trace_overlaps(trace)
    if bad and args.mode != "per-kind":
        fail(name, f"{len(bad)} overlapping collective transfers on the trace, first {bad[0]}")
    most = entry_windows(out)
    if most > 1 and args.mode != "per-kind":
        fail(name, f"{most} collective start/done windows open at once in the output's entry")
    a, b = instruction_names(pre), instruction_names(out)
    if a != b:
        diff = [c for c in set(a) | set(b) if a.get(c) != b.get(c)]
        fail(name, f"instructions differ in {len(diff)} computation(s), e.g. {diff[:3]}")
    r, _, e, _, _ = run([args.lhsched, "fmt", out])
    if r != 0:
        fail(name, f"lhsched fmt of the output exit {r}: {e.strip()[-300:]}")
    ninstr = sum(len(v) for v in a.values())
    rows.append((base, ninstr, os.path.getsize(pre), evals.get("input"), evals.get("xla"),
                 evals.get("xla_final"), ours, rep["after"]["lower_bound_s"],
                 rep["after"]["lower_bound_rules_s"], wall, cpu))

us = lambda s: f"{s * 1e6:,.2f}" if s is not None else "-"
print("\n| module | instructions | bytes | input us | XLA us | XLA final us | lhsched us "
      "| lower bound us | rules bound us | lhsched/bound | lhsched/rules bound | lhsched/XLA "
      "| wall s | CPU s |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for n, ni, by, inp, xla, xfin, ours, lb, rb, wall, cpu in rows:
    ratio = f"{ours / xla:.3f}" if xla else "-"
    print(f"| {n} | {ni:,} | {by:,} | {us(inp)} | {us(xla)} | {us(xfin)} | {us(ours)} | {us(lb)} "
          f"| {us(rb)} | {ours / lb:.4f} | {ours / rb:.4f} | {ratio} | {wall:.2f} | {cpu:.2f} |")
# The gap to each bound over all modules: the bound for every order, and the bound for the
# orders that keep XLA's program-order rules (the orders XLA's scheduler and lhsched write).
for label, col in (("bound", 7), ("rules bound", 8)):
    gaps = [r[6] / r[col] for r in rows if r[col] > 0]
    if gaps:
        geo = math.exp(sum(math.log(g) for g in gaps) / len(gaps))
        worst = max(zip(gaps, (r[0] for r in rows)))
        print(f"lhsched/{label}: geomean {geo:.4f}, worst {worst[0]:.4f} ({worst[1]}), "
              f"{sum(g > 1.03 for g in gaps)} module(s) above 1.03")
print(f"\n{len(rows)} modules, {len(failures)} failure(s)")
for f in failures:
    print("FAIL", f)
sys.exit(1 if failures else 0)
