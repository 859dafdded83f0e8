"""lhsched's Python API against the CLI on the shipped example: same reports, same module text,
located errors, options checked by name, the GIL released while the library works."""

from __future__ import annotations

import ast
import json
import math
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import lhsched
from lhsched import _lhsched

from conftest import EXAMPLE, ROOT, cli_path

BAD_HLO = "HloModule m\n\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT r = f32[4] bogus(p)\n}\n"


def test_schedule_equals_cli_report_and_module(cli, example_text, tmp_path):
    out = tmp_path / "out.hlo"
    want = cli.json(["schedule", str(EXAMPLE), "--json", "-o", str(out)])
    got = lhsched.schedule(example_text)
    module = got.pop("module")
    assert got == want
    assert module == out.read_text()
    assert got["makespan_after_s"] <= got["makespan_before_s"]


def test_options_are_the_cli_long_options(cli, example_text, tmp_path):
    out = tmp_path / "out.hlo"
    want = cli.json(
        [
            "schedule", str(EXAMPLE), "--json", "-o", str(out),
            "--platform", "b200", "--single-stream", "--overlap-limit", "2",
            "--nic-speed-gbps", "25", "--memory-limit", "64MiB",
        ]
    )
    got = lhsched.schedule(
        example_text,
        platform="b200",
        single_stream=True,
        overlap_limit=2,
        nic_speed_gbps=25,
        memory_limit=64 * 2**20,
        table=None,  # None: not given
    )
    assert got.pop("module") == out.read_text()
    assert got == want


def test_eval_estimate_stats_equal_cli(cli, example_text):
    assert lhsched.eval(example_text) == cli.json(["eval", str(EXAMPLE), "--json"])
    assert lhsched.eval(example_text, model="approx") == cli.json(
        ["eval", str(EXAMPLE), "--json", "--model", "approx"]
    )
    assert lhsched.estimate(example_text, num_partitions=16) == cli.json(
        ["estimate", str(EXAMPLE), "--json", "--num-partitions", "16"]
    )
    assert lhsched.stats(example_text) == cli.json(["stats", str(EXAMPLE), "--json"])


def test_explain_is_in_the_report(example_text):
    r = lhsched.schedule(example_text, explain=True)
    assert "explain" in r
    assert "explain" not in lhsched.schedule(example_text)


def test_bad_hlo_raises_error_with_line_and_column():
    with pytest.raises(lhsched.Error) as e:
        lhsched.schedule(BAD_HLO)
    assert isinstance(e.value, ValueError)
    assert ":5:" in str(e.value) or "5:" in str(e.value).split("\n")[0], str(e.value)
    for f in (lhsched.eval, lhsched.estimate, lhsched.stats):
        with pytest.raises(lhsched.Error):
            f(BAD_HLO)
    with pytest.raises(lhsched.Error, match="UTF-8"):
        lhsched.stats(b"\xff\xfe")
    with pytest.raises(TypeError):
        lhsched.schedule(42)  # type: ignore[arg-type]


def test_options_are_checked_by_name_and_type(example_text):
    with pytest.raises(lhsched.Error, match="platfrom"):
        lhsched.schedule(example_text, platfrom="h100")
    # A slip gets the CLI's kind of suggestion.
    with pytest.raises(lhsched.Error, match="did you mean `overlap_limit`"):
        lhsched.schedule(example_text, overlap_limt=2)
    with pytest.raises(lhsched.Error, match="tpu"):
        lhsched.schedule(example_text, platform="tpu")
    with pytest.raises(lhsched.Error, match="rtt_us"):
        lhsched.eval(example_text, rtt_us=math.nan)
    with pytest.raises(lhsched.Error, match="overlap_limit"):
        lhsched.schedule(example_text, overlap_limit="many")
    with pytest.raises(lhsched.Error, match="explain"):
        lhsched.eval(example_text, explain=True)  # a schedule option only
    with pytest.raises(lhsched.Error, match="does-not-exist"):
        lhsched.schedule(example_text, table=Path("/does-not-exist.pb"))


def test_accepts_bytes_and_paths(example_text):
    assert lhsched.stats(example_text.encode()) == lhsched.stats(example_text)


def test_threads_give_identical_reports(example_text):
    results = [None] * 4

    def work(i: int) -> None:
        results[i] = lhsched.schedule(example_text, overlap_limit=2)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(r == results[0] for r in results)


def chain_module(n: int) -> str:
    """A valid module of `n` dependent adds: big enough that reading it takes a while."""
    lines = ["HloModule chain", "", "ENTRY e {", "  a0 = f32[4] parameter(0)"]
    lines += [f"  a{i} = f32[4] add(a{i - 1}, a{i - 1})" for i in range(1, n)]
    lines += [f"  ROOT r = f32[4] negate(a{n - 1})", "}", ""]
    return "\n".join(lines)


def test_the_gil_is_released_while_working():
    """With a long switch interval a thread waiting for the GIL gets it during a native call
    shorter than that interval only if the call released it (and the call is long enough, some
    0.1 s, for the waiting thread to be woken)."""
    interval = 3.0
    big = chain_module(50_000)
    start = time.monotonic()
    _lhsched.run("stats", big, "{}")
    seconds = time.monotonic() - start
    if seconds >= interval / 2:
        pytest.skip(f"SKIPPED: the call took {seconds:.1f} s on this loaded machine: inconclusive")
    counter = [0]
    stop = threading.Event()

    def spin() -> None:
        while not stop.is_set():
            counter[0] += 1

    old = sys.getswitchinterval()
    t = threading.Thread(target=spin)
    t.start()
    try:
        while counter[0] == 0:
            threading.Event().wait(0.001)
        sys.setswitchinterval(interval)
        # Take the GIL back from the spinner before measuring.
        threading.Event().wait(0.01)
        before = counter[0]
        report, _ = _lhsched.run("stats", big, "{}")
        after = counter[0]
    finally:
        sys.setswitchinterval(old)
        stop.set()
        t.join()
    assert '"instructions": 50001' in report
    assert after > before, "no other thread ran during lhsched's work: the GIL was held"


def test_option_names_match_the_stubs():
    """The keyword options in __init__.pyi are exactly the ones the library accepts."""
    stub = ast.parse((ROOT / "python" / "lhsched" / "__init__.pyi").read_text())
    params = {
        f.name: sorted(a.arg for a in f.args.kwonlyargs)
        for f in stub.body
        if isinstance(f, ast.FunctionDef)
    }
    for command in ("schedule", "eval", "estimate", "profile_export"):
        assert params[command] == sorted(lhsched.option_names(command)), command
    assert params["stats"] == []
    with pytest.raises(lhsched.Error):
        lhsched.option_names("fmt")


def test_version_is_the_crate_version():
    cargo = (ROOT / "Cargo.toml").read_text()
    assert f'version = "{lhsched.__version__}"' in cargo


def test_trace_is_the_clis(cli, example_text, tmp_path):
    """``trace=PATH`` writes what ``--trace PATH`` writes; ``trace=True`` returns it."""
    want = tmp_path / "cli.json"
    p = cli.run(["schedule", str(EXAMPLE), "-o", str(tmp_path / "o.hlo"), "--trace", str(want)])
    assert p.returncode == 0, p.stderr
    got = tmp_path / "py.json"
    report = lhsched.schedule(example_text, trace=got)
    assert "trace" not in report
    cli_trace = json.loads(want.read_text())
    assert json.loads(got.read_text())["traceEvents"] == cli_trace["traceEvents"]
    inline = lhsched.schedule(example_text, trace=True)["trace"]
    assert inline["traceEvents"] == cli_trace["traceEvents"]
    names = [e["args"]["name"] for e in inline["traceEvents"] if e["name"] == "process_name"]
    assert names == ["before: the input order", "after: lhsched"]
    one = lhsched.eval(example_text, trace=True)["trace"]
    assert sum(e["name"] == "process_name" for e in one["traceEvents"]) == 1
    with pytest.raises(lhsched.Error, match="trace"):
        lhsched.schedule(example_text, trace=3)


def test_profile_export_is_the_clis(cli, example_text, tmp_path):
    want = tmp_path / "cli.pbtxt"
    p = cli.run(["profile", "export", str(EXAMPLE), "-o", str(want)])
    assert p.returncode == 0, p.stderr
    out = tmp_path / "py.pbtxt"
    text = lhsched.profile_export(example_text, out)
    assert text == want.read_text() == out.read_text()
    assert "costs" in text
    with pytest.raises(lhsched.Error, match=r"\.pb"):
        lhsched.profile_export(example_text, tmp_path / "p.pb")


def test_outputs_never_replace_an_input(cli, example_text, tmp_path):
    """``trace=`` and ``profile_export``'s output follow the CLI's rules (issue 26): an output
    that is a file the options read is refused before any work and the file is unchanged; a
    read-only output is refused as ``>`` would (unless this user may write it, as root)."""
    profile = tmp_path / "p.pbtxt"
    lhsched.profile_export(example_text, profile)
    before = profile.read_bytes()
    with pytest.raises(lhsched.Error, match="is an input file"):
        lhsched.schedule(example_text, profile=profile, trace=profile)
    with pytest.raises(lhsched.Error, match="is an input file"):
        lhsched.profile_export(example_text, profile, profile=profile)
    with pytest.raises(lhsched.Error, match="is an input file"):
        lhsched.eval(example_text, order_of=profile, trace=profile)
    assert profile.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.pbtxt"], "a temporary file stayed"
    ro = tmp_path / "ro.json"
    ro.write_text("old")
    ro.chmod(0o444)
    try:
        open(ro, "w").close()
        ro.write_text("old")
        writable = True
    except PermissionError:
        writable = False
    if not writable:
        with pytest.raises(lhsched.Error, match="ermission denied"):
            lhsched.schedule(example_text, trace=ro)
        assert ro.read_text() == "old"
    else:
        print("read-only part skipped: this user may write read-only files (root)")


def test_ctrl_c_interrupts_a_long_run(tmp_path):
    """SIGINT during a long schedule raises KeyboardInterrupt in the caller (the library's
    work thread is asked to stop; Python's own SIGINT handling is kept)."""
    script = tmp_path / "long.py"
    script.write_text(
        "import lhsched, signal, threading, os, sys\n"
        # A shell's background job inherits SIGINT ignored, and Python then keeps it so:
        # the test asks for Python's own handler, as an interactive session has.
        "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
        "text = sys.stdin.read()\n"
        "threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()\n"
        "try:\n"
        "    lhsched.schedule(text)\n"
        "    print('finished')\n"
        "except KeyboardInterrupt:\n"
        "    print('interrupted')\n"
    )
    gen = cli_path()
    if gen is None:
        pytest.skip("no lhsched CLI to generate a large module")
    module = subprocess.run(
        [str(gen), "gen", "--layers", "20000"], capture_output=True, check=True
    ).stdout
    p = subprocess.run(
        [sys.executable, str(script)], input=module, capture_output=True, timeout=600
    )
    assert p.stdout.decode().strip() == "interrupted", p.stderr.decode()


def test_sigterm_during_the_trace_write_leaves_no_temporary(tmp_path):
    """SIGTERM while ``trace=PATH`` is being written (its temporary beside PATH holds bytes:
    the one reserved before the work is empty and removed at once) ends the process as SIGTERM does and removes the temporary; PATH keeps its old
    content. Python's own handlers are untouched: SIGTERM's default action is kept."""
    gen = cli_path()
    if gen is None:
        pytest.skip("no lhsched CLI to generate a large module")
    module = tmp_path / "m.hlo"
    subprocess.run([str(gen), "gen", "--layers", "20000", "-o", str(module)], check=True)
    trace = tmp_path / "t.json"
    trace.write_text("old")
    script = tmp_path / "write.py"
    script.write_text(
        "import lhsched, sys\n"
        f"lhsched.schedule(open({str(module)!r}).read(), trace={str(trace)!r})\n"
        "print('finished')\n"
    )
    p = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE)

    def writing() -> bool:
        for f in tmp_path.iterdir():
            try:
                if f.name.endswith(".tmp") and f.stat().st_size > 0:
                    return True
            except FileNotFoundError:  # renamed or removed since the listing
                pass
        return False

    seen = False
    while p.poll() is None:
        if writing():
            seen = True
            break
        time.sleep(0.001)
    assert seen, "the trace write ended before it was seen"
    p.send_signal(signal.SIGTERM)
    out, _ = p.communicate(timeout=600)
    assert p.returncode == -signal.SIGTERM, out
    assert sorted(f.name for f in tmp_path.iterdir()) == ["m.hlo", "t.json", "write.py"]
    assert trace.read_text() == "old"
