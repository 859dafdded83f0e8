"""Type stubs of the ``lhsched`` package: the keyword options of each function are the CLI's
long options with ``_`` for ``-`` (a test checks them against ``lhsched.option_names``)."""

import os
from typing import Any, Dict, List, Literal, Mapping, Optional, Union

__version__: str

StrPath = Union[str, "os.PathLike[str]"]
HloText = Union[str, bytes]

class Error(ValueError):
    """Bad input: the message names where (line:col, instruction, option) and what."""

class LhschedWarning(UserWarning):
    """Something lhsched noticed but did not refuse."""

def schedule(
    hlo_text: HloText,
    *,
    explain: Optional[bool] = ...,
    trace: Union[bool, StrPath, None] = ...,
    platform: Optional[str] = ...,
    model: Optional[Literal["auto", "scurve", "hccl", "approx"]] = ...,
    table: Optional[StrPath] = ...,
    device: Optional[str] = ...,
    gemm_table: Optional[StrPath] = ...,
    no_default_tables: Optional[bool] = ...,
    table_method: Optional[Literal["weighted", "nearest"]] = ...,
    profile: Optional[StrPath] = ...,
    algo: Optional[str] = ...,
    lenient: Optional[bool] = ...,
    xla_options: Optional[str] = ...,
    nccl_op_launch_us: Optional[float] = ...,
    nic_speed_gbps: Optional[float] = ...,
    chunk_prep_us: Optional[float] = ...,
    rtt_us: Optional[float] = ...,
    chunk_size_bytes: Optional[int] = ...,
    gpus_per_node: Optional[int] = ...,
    partition_size: Optional[int] = ...,
    hbm_bandwidth: Optional[float] = ...,
    scurve_corrected: Optional[bool] = ...,
    preset: Optional[str] = ...,
    servers: Optional[int] = ...,
    devices_per_server: Optional[int] = ...,
    ranks: Optional[int] = ...,
    intra_gbps: Optional[float] = ...,
    intra_alpha_us: Optional[float] = ...,
    inter_gbps: Optional[float] = ...,
    inter_alpha_us: Optional[float] = ...,
    gamma_gbps: Optional[float] = ...,
    overlap_limit: Optional[int] = ...,
    kind_limit: Optional[Mapping[str, int]] = ...,
    streams: Optional[Literal["xla", "per-kind"]] = ...,
    single_stream: Optional[bool] = ...,
    interference: Optional[str] = ...,
    memory_limit: Optional[int] = ...,
    top_down: Optional[bool] = ...,
    single_pass: Optional[bool] = ...,
    improve_budget: Optional[int] = ...,
    combine: Optional[Literal["off", "auto", "xla"]] = ...,
    combine_budget: Optional[int] = ...,
    combine_search: Optional[int] = ...,
    xla_flags: Optional[str] = ...,
) -> Dict[str, Any]:
    """The report of ``lhsched schedule --json`` plus ``"module"``, the scheduled HLO text."""

def eval(
    hlo_text: HloText,
    *,
    platform: Optional[str] = ...,
    model: Optional[Literal["auto", "scurve", "hccl", "approx"]] = ...,
    table: Optional[StrPath] = ...,
    device: Optional[str] = ...,
    gemm_table: Optional[StrPath] = ...,
    no_default_tables: Optional[bool] = ...,
    table_method: Optional[Literal["weighted", "nearest"]] = ...,
    profile: Optional[StrPath] = ...,
    algo: Optional[str] = ...,
    lenient: Optional[bool] = ...,
    xla_options: Optional[str] = ...,
    nccl_op_launch_us: Optional[float] = ...,
    nic_speed_gbps: Optional[float] = ...,
    chunk_prep_us: Optional[float] = ...,
    rtt_us: Optional[float] = ...,
    chunk_size_bytes: Optional[int] = ...,
    gpus_per_node: Optional[int] = ...,
    partition_size: Optional[int] = ...,
    hbm_bandwidth: Optional[float] = ...,
    scurve_corrected: Optional[bool] = ...,
    preset: Optional[str] = ...,
    servers: Optional[int] = ...,
    devices_per_server: Optional[int] = ...,
    ranks: Optional[int] = ...,
    intra_gbps: Optional[float] = ...,
    intra_alpha_us: Optional[float] = ...,
    inter_gbps: Optional[float] = ...,
    inter_alpha_us: Optional[float] = ...,
    gamma_gbps: Optional[float] = ...,
    overlap_limit: Optional[int] = ...,
    kind_limit: Optional[Mapping[str, int]] = ...,
    streams: Optional[Literal["xla", "per-kind"]] = ...,
    single_stream: Optional[bool] = ...,
    interference: Optional[str] = ...,
    memory_limit: Optional[int] = ...,
    top_down: Optional[bool] = ...,
    single_pass: Optional[bool] = ...,
    improve_budget: Optional[int] = ...,
    order_of: Optional[StrPath] = ...,
    trace: Union[bool, StrPath, None] = ...,
) -> Dict[str, Any]:
    """The report of ``lhsched eval --json``: the module's own order replayed, or with
    ``order_of`` the order of another module file (XLA's final module), matched by name."""

def estimate(
    hlo_text: HloText,
    *,
    platform: Optional[str] = ...,
    model: Optional[Literal["auto", "scurve", "hccl", "approx"]] = ...,
    table: Optional[StrPath] = ...,
    device: Optional[str] = ...,
    gemm_table: Optional[StrPath] = ...,
    no_default_tables: Optional[bool] = ...,
    table_method: Optional[Literal["weighted", "nearest"]] = ...,
    profile: Optional[StrPath] = ...,
    algo: Optional[str] = ...,
    lenient: Optional[bool] = ...,
    xla_options: Optional[str] = ...,
    nccl_op_launch_us: Optional[float] = ...,
    nic_speed_gbps: Optional[float] = ...,
    chunk_prep_us: Optional[float] = ...,
    rtt_us: Optional[float] = ...,
    chunk_size_bytes: Optional[int] = ...,
    gpus_per_node: Optional[int] = ...,
    partition_size: Optional[int] = ...,
    hbm_bandwidth: Optional[float] = ...,
    scurve_corrected: Optional[bool] = ...,
    preset: Optional[str] = ...,
    servers: Optional[int] = ...,
    devices_per_server: Optional[int] = ...,
    ranks: Optional[int] = ...,
    intra_gbps: Optional[float] = ...,
    intra_alpha_us: Optional[float] = ...,
    inter_gbps: Optional[float] = ...,
    inter_alpha_us: Optional[float] = ...,
    gamma_gbps: Optional[float] = ...,
    num_partitions: Optional[int] = ...,
) -> List[Dict[str, Any]]:
    """The rows of ``lhsched estimate FILE --json``: every collective, priced."""

def profile_export(
    hlo_text: HloText,
    output: Optional[StrPath] = ...,
    *,
    platform: Optional[str] = ...,
    model: Optional[Literal["auto", "scurve", "hccl", "approx"]] = ...,
    table: Optional[StrPath] = ...,
    device: Optional[str] = ...,
    gemm_table: Optional[StrPath] = ...,
    no_default_tables: Optional[bool] = ...,
    table_method: Optional[Literal["weighted", "nearest"]] = ...,
    profile: Optional[StrPath] = ...,
    algo: Optional[str] = ...,
    lenient: Optional[bool] = ...,
    xla_options: Optional[str] = ...,
    nccl_op_launch_us: Optional[float] = ...,
    nic_speed_gbps: Optional[float] = ...,
    chunk_prep_us: Optional[float] = ...,
    rtt_us: Optional[float] = ...,
    chunk_size_bytes: Optional[int] = ...,
    gpus_per_node: Optional[int] = ...,
    partition_size: Optional[int] = ...,
    hbm_bandwidth: Optional[float] = ...,
    scurve_corrected: Optional[bool] = ...,
    preset: Optional[str] = ...,
    servers: Optional[int] = ...,
    devices_per_server: Optional[int] = ...,
    ranks: Optional[int] = ...,
    intra_gbps: Optional[float] = ...,
    intra_alpha_us: Optional[float] = ...,
    inter_gbps: Optional[float] = ...,
    inter_alpha_us: Optional[float] = ...,
    gamma_gbps: Optional[float] = ...,
    overlap_limit: Optional[int] = ...,
    kind_limit: Optional[Mapping[str, int]] = ...,
    streams: Optional[Literal["xla", "per-kind"]] = ...,
    single_stream: Optional[bool] = ...,
    interference: Optional[str] = ...,
    memory_limit: Optional[int] = ...,
    top_down: Optional[bool] = ...,
    single_pass: Optional[bool] = ...,
    improve_budget: Optional[int] = ...,
) -> str:
    """The PGLE profile of ``lhsched profile export`` as protobuf text format (also written to
    ``output``, a ``.pbtxt`` path, when given)."""

def stats(hlo_text: HloText) -> Dict[str, Any]:
    """The report of ``lhsched stats --json``."""

def option_names(command: str) -> List[str]:
    """The keyword options ``command`` accepts, sorted."""
