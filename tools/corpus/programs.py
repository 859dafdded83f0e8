#!/usr/bin/env python3
"""More real XLA:GPU modules for lhsched's tests and benchmarks: the programs the acceptance of
issues 8 and 9 names (Llama-style GQA, pipeline parallel, MoE top-2, ring attention, 48- and
96-layer FSDP transformers), compiled by XLA itself for 8 x H100 without a GPU.

This script adds programs to the shared corpus generator (`../shared/tools/xla-corpus/gen.py`,
imported by path, unchanged) and runs it with the same command line:

  ~/jaxenv/bin/python tools/corpus/programs.py /work/corpus --backend gpu --variant nocombine \
      [--only NAME,...]

Without --only it compiles only the programs defined here (one at a time).  Outputs, as gen.py
writes them: OUTDIR/gpu/stages/NAME.gpu_nocombine.pre_lhs.hlo (the module entering XLA's latency
hiding scheduler), OUTDIR/gpu/NAME.gpu_nocombine.post.hlo (XLA's scheduled result) and
OUTDIR/gpu/stages/NAME.gpu_nocombine.unscheduled.hlo.  Set XLA_CORPUS_GEN to use another gen.py.
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.environ.get("XLA_CORPUS_GEN",
                     os.path.join(HERE, "..", "..", "..", "shared", "tools", "xla-corpus", "gen.py"))
_spec = importlib.util.spec_from_file_location("xla_corpus_gen", GEN)
gen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gen)  # parses sys.argv (same options as gen.py) and sets XLA_FLAGS

import numpy as np  # noqa: E402  (after gen.py has set XLA_FLAGS)
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh, PartitionSpec as P, AxisType  # noqa: E402

SDS, ns, rmsnorm = gen.SDS, gen.ns, gen.rmsnorm
MESH8, MESH24, DEVS = gen.MESH8, gen.MESH24, gen.DEVS
OURS = []


def program(fn):
    OURS.append(fn.__name__)
    return gen.program(fn)


# ---------------------------------------------------------------- 24 / 48 / 96-layer FSDP transformers
def fsdp_lm(name, L):
    """transformer12_fsdp_train with L layers (same widths, mesh and shardings)."""
    return gen.make_lm(name, L=L, D=256, F=1024, V=512, B=16, S=64, H=4, mesh=MESH8,
                       wspec=gen.FSDP8, embspec=("d", None), batchspec=("d", None),
                       dtype=jnp.float32)


@program
def transformer48_fsdp_train():
    """transformer12_fsdp_train with 48 layers (same widths, mesh and shardings)."""
    return fsdp_lm("transformer48_fsdp_train", 48)


@program
def transformer96_fsdp_train():
    """transformer12_fsdp_train with 96 layers (same widths, mesh and shardings)."""
    return fsdp_lm("transformer96_fsdp_train", 96)


@program
def transformer24_fsdp_train():
    """transformer12_fsdp_train with 24 layers (same widths, mesh and shardings)."""
    return fsdp_lm("transformer24_fsdp_train", 24)


# ---------------------------------------------------------------- FSDP x TP on a 4x2 mesh
@program
def transformer_4x2_train():
    """transformer_2x4_train (same widths and shardings) with 12 layers on a 4x2 mesh: FSDP on
    'data' (4) x Megatron TP on 'model' (2), bf16 compute, fwd + bwd + update."""
    mesh = Mesh(DEVS.reshape(4, 2), ("data", "model"), axis_types=(AxisType.Auto,) * 2)
    spec = dict(ln1=(None,), ln2=(None,), wq=("data", "model"), wk=("data", "model"),
                wv=("data", "model"), wo=("model", "data"), w1=("data", "model"), w2=("model", "data"))
    return gen.make_lm("transformer_4x2_train", L=12, D=256, F=1024, V=512, B=8, S=64, H=8,
                       mesh=mesh, wspec=spec, embspec=(None, "data"), batchspec=("data", None),
                       dtype=jnp.bfloat16)


# ---------------------------------------------------------------- Llama-style GQA
def rope(x, pos):
    """Rotary position embedding on the last axis of x (..., S, heads..., hd); pos: (S,)."""
    hd = x.shape[-1]
    inv = 1.0 / (10000.0 ** (np.arange(0, hd, 2, dtype=np.float32) / hd))
    ang = pos[:, None].astype(jnp.float32) * inv[None, :]            # (S, hd/2)
    ang = ang.reshape((1, ang.shape[0]) + (1,) * (x.ndim - 3) + (hd // 2,))
    cos, sin = jnp.cos(ang).astype(x.dtype), jnp.sin(ang).astype(x.dtype)
    x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1)


def llama_block(p, x, nheads, nkv, dtype):
    """Pre-norm Llama block: RMSNorm, grouped-query attention with RoPE (nheads query heads
    sharing nkv key/value heads), causal softmax, RMSNorm, SwiGLU MLP."""
    B, S, D = x.shape
    hd = D // nheads
    g = nheads // nkv
    c = lambda w: w.astype(dtype)
    pos = jnp.arange(S)
    h = rmsnorm(x, p["ln1"]).astype(dtype)
    q = rope((h @ c(p["wq"])).reshape(B, S, nkv, g, hd), pos)
    k = rope((h @ c(p["wk"])).reshape(B, S, nkv, hd), pos)
    v = (h @ c(p["wv"])).reshape(B, S, nkv, hd)
    s = jnp.einsum("bqkgd,bskd->bkgqs", q, k).astype(jnp.float32) / np.sqrt(hd)
    s = jnp.where(jnp.tril(jnp.ones((S, S), bool)), s, -1e9)
    a = jax.nn.softmax(s, -1).astype(dtype)
    o = jnp.einsum("bkgqs,bskd->bqkgd", a, v).reshape(B, S, D)
    x = x + (o @ c(p["wo"])).astype(jnp.float32)
    h = rmsnorm(x, p["ln2"]).astype(dtype)
    x = x + ((jax.nn.silu(h @ c(p["wg"])) * (h @ c(p["wu"]))) @ c(p["wd"])).astype(jnp.float32)
    return x


@program
def llama_gqa_train():
    """8-layer Llama-style decoder (GQA 8 query / 4 KV heads, RoPE, RMSNorm, SwiGLU, untied
    embeddings), FSDP on 'data' x Megatron TP on 'model' (2x4 mesh), bf16 compute,
    fwd + bwd + update."""
    return make_llama("llama_gqa_train", L=8)


@program
def llama_gqa16_train():
    """llama_gqa_train with 16 layers (same widths, mesh and shardings)."""
    return make_llama("llama_gqa16_train", L=16)


def make_llama(name, L):
    D, F, V, B, S, H, KV = 512, 1408, 1024, 8, 128, 8, 4
    hd = D // H
    dtype = jnp.bfloat16
    shp = dict(ln1=(D,), ln2=(D,), wq=(D, H * hd), wk=(D, KV * hd), wv=(D, KV * hd), wo=(H * hd, D),
               wg=(D, F), wu=(D, F), wd=(F, D))
    spec = dict(ln1=(None,), ln2=(None,), wq=("data", "model"), wk=("data", "model"),
                wv=("data", "model"), wo=("model", "data"), wg=("data", "model"),
                wu=("data", "model"), wd=("model", "data"))

    def loss(params, tokens):
        x = params["embed"][tokens]
        for p in params["layers"]:
            x = llama_block(p, x, H, KV, dtype)
        x = rmsnorm(x, params["lnf"])
        logits = (x.astype(dtype) @ params["head"].astype(dtype)).astype(jnp.float32)
        lp = jax.nn.log_softmax(logits[:, :-1])
        return -jnp.mean(jnp.take_along_axis(lp, tokens[:, 1:, None], -1))

    def step(params, tokens):
        l, g = jax.value_and_grad(loss)(params, tokens)
        return gen.adam_like(params, g), l
    step.__name__ = name

    mesh = MESH24
    layers = [{k: SDS(shp[k], jnp.float32, sharding=ns(mesh, *spec[k])) for k in shp} for _ in range(L)]
    params = dict(embed=SDS((V, D), jnp.float32, sharding=ns(mesh, None, "data")),
                  head=SDS((D, V), jnp.float32, sharding=ns(mesh, "data", "model")),
                  lnf=SDS((D,), jnp.float32, sharding=ns(mesh, None)), layers=layers)
    psh = jax.tree.map(lambda s: s.sharding, params)
    tokens = SDS((B, S), jnp.int32, sharding=ns(mesh, "data", None))
    return jax.jit(step, out_shardings=(psh, ns(mesh)), donate_argnums=0), (params, tokens)


# ---------------------------------------------------------------- pipeline parallel
@program
def pipeline_parallel_train():
    """GPipe-style pipeline: 4 stages x 2-way data parallel (mesh 'data'=2 x 'stage'=4), each
    stage owns 2 residual MLP layers; 8 microbatches flow stage to stage by ppermute
    (collective-permute) over 11 unrolled steps; fwd + bwd (the transpose sends gradients back
    by the reverse collective-permute), gradients summed over 'data', SGD update."""
    return make_pipeline("pipeline_parallel_train", scan=False)


@program
def pipeline_scan_train():
    """pipeline_parallel_train with the 11 pipeline steps under lax.scan (as pipelining
    libraries write it): the stage-to-stage collective-permutes sit in while-loop bodies."""
    return make_pipeline("pipeline_scan_train", scan=True)


def make_pipeline(name, scan):
    NS, LPS, M, MB, D, F = 4, 2, 8, 8, 512, 2048
    mesh = Mesh(DEVS.reshape(2, NS), ("data", "stage"), axis_types=(AxisType.Auto,) * 2)
    fwd = [(i, i + 1) for i in range(NS - 1)]

    def stage_fn(w1, w2, h):
        for l in range(LPS):
            h = h + jax.nn.gelu(h @ w1[l]) @ w2[l]
        return h

    def local_loss(w1, w2, x, y):
        w1, w2 = w1[0], w2[0]  # this stage's layers
        stage = lax.axis_index("stage")
        state = jnp.zeros_like(x[0])
        if scan:
            state = lax.pcast(state, "stage", to="varying")
            xs = jnp.concatenate([x, jnp.zeros((NS - 1,) + x.shape[1:], x.dtype)], 0)

            def tick(state, xt):
                out = stage_fn(w1, w2, jnp.where(stage == 0, xt, state))
                return lax.ppermute(out, "stage", perm=fwd), out
            _, outs = lax.scan(tick, state, xs)
            outs = outs[NS - 1:]
        else:
            outs = []
            for t in range(M + NS - 1):
                inp = jnp.where(stage == 0, x[t] if t < M else jnp.zeros_like(x[0]), state)
                out = stage_fn(w1, w2, inp)
                if t >= NS - 1:
                    outs.append(out)
                state = lax.ppermute(out, "stage", perm=fwd)
            outs = jnp.stack(outs)
        err = jnp.mean((outs - y) ** 2)
        l = jnp.where(stage == NS - 1, err, 0.0)
        return lax.pmean(lax.psum(l, "stage"), "data")

    def step(w1, w2, x, y):
        l, (g1, g2) = jax.value_and_grad(local_loss, argnums=(0, 1))(w1, w2, x, y)
        return w1 - 0.01 * g1, w2 - 0.01 * g2, l
    step.__name__ = name

    wspec = P("stage", None, None, None)
    f = jax.shard_map(step, mesh=mesh,
                      in_specs=(wspec, wspec, P(None, "data", None), P(None, "data", None)),
                      out_specs=(wspec, wspec, P()))
    w1 = SDS((NS, LPS, D, F), jnp.float32, sharding=ns(mesh, "stage", None, None, None))
    w2 = SDS((NS, LPS, F, D), jnp.float32, sharding=ns(mesh, "stage", None, None, None))
    x = SDS((M, 2 * MB, D), jnp.float32, sharding=ns(mesh, None, "data", None))
    y = SDS((M, 2 * MB, D), jnp.float32, sharding=ns(mesh, None, "data", None))
    return jax.jit(f, donate_argnums=(0, 1)), (w1, w2, x, y)


# ---------------------------------------------------------------- MoE top-2
@program
def moe_top2_train():
    """4-layer decoder with mixture-of-experts MLPs: 16 experts (2 per device), top-2 softmax
    routing with a capacity limit, tokens dispatched to the experts' devices and back by
    all-to-all (expert parallel over 8 devices), attention weights FSDP (all-gather in the
    forward, reduce-scatter of the gradients), load-balancing loss; fwd + bwd + update."""
    L, D, F, E, H, T, S = 4, 256, 512, 16, 4, 8, 64  # T sequences per device, S tokens each
    N = 8
    EL = E // N
    C = 2 * T * S * 2 // E  # capacity per expert and source device (factor 2)

    def attention(p, x):
        B, S_, _ = x.shape
        g = lambda w: lax.all_gather(w, "d", axis=0, tiled=True)
        h = rmsnorm(x, p["ln1"])
        q = (h @ g(p["wq"])).reshape(B, S_, H, -1)
        k = (h @ g(p["wk"])).reshape(B, S_, H, -1)
        v = (h @ g(p["wv"])).reshape(B, S_, H, -1)
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(q.shape[-1])
        s = jnp.where(jnp.tril(jnp.ones((S_, S_), bool)), s, -1e9)
        o = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, -1), v).reshape(B, S_, D)
        return x + o @ g(p["wo"])

    def moe(p, x):
        B, S_, _ = x.shape
        t = rmsnorm(x, p["ln2"]).reshape(B * S_, D)
        logits = t @ lax.all_gather(p["router"], "d", axis=0, tiled=True)       # (tok, E)
        probs = jax.nn.softmax(logits, -1)
        gate, idx = lax.top_k(probs, 2)                                         # (tok, 2)
        gate = gate / jnp.sum(gate, -1, keepdims=True)
        onehot = jax.nn.one_hot(idx, E, dtype=jnp.float32)                      # (tok, 2, E)
        # position of each (token, choice) in its expert's buffer, first choices first
        flat = onehot.transpose(1, 0, 2).reshape(-1, E)
        pos = (jnp.cumsum(flat, 0) - 1.0) * flat
        pos = pos.reshape(2, -1, E).transpose(1, 0, 2)                          # (tok, 2, E)
        keep = onehot * (pos < C)
        slot = jax.nn.one_hot(jnp.sum(pos * keep, -1).astype(jnp.int32), C)     # (tok, 2, C)
        dispatch = jnp.einsum("tke,tkc->tec", keep, slot)                       # (tok, E, C)
        combine = jnp.einsum("tk,tke,tkc->tec", gate, keep, slot)
        ein = jnp.einsum("tec,td->ecd", dispatch, t)                            # (E, C, D)
        ein = lax.all_to_all(ein, "d", 0, 1, tiled=True)                        # (EL, N*C, D)
        h = jax.nn.gelu(jnp.einsum("ecd,edf->ecf", ein, p["w1"]))
        eout = jnp.einsum("ecf,efd->ecd", h, p["w2"])
        eout = lax.all_to_all(eout, "d", 1, 0, tiled=True)                      # (E, C, D)
        y = jnp.einsum("tec,ecd->td", combine, eout).reshape(B, S_, D)
        frac = jnp.mean(onehot[:, 0, :], 0)
        aux = E * jnp.sum(frac * jnp.mean(probs, 0))
        return x + y, aux

    def local_loss(params, tokens):
        x = lax.all_gather(params["embed"], "d", axis=0, tiled=True)[tokens]
        aux = 0.0
        for p in params["layers"]:
            x = attention(p, x)
            x, a = moe(p, x)
            aux = aux + a
        x = rmsnorm(x, params["lnf"])
        logits = x @ lax.all_gather(params["embed"], "d", axis=0, tiled=True).T
        lp = jax.nn.log_softmax(logits[:, :-1])
        ce = -jnp.mean(jnp.take_along_axis(lp, tokens[:, 1:, None], -1))
        return lax.pmean(ce + 0.01 * aux, "d")

    def moe_top2_train(params, tokens):
        l, g = jax.value_and_grad(local_loss)(params, tokens)
        return jax.tree.map(lambda p, gp: p - 1e-3 * gp, params, g), l

    V = 512
    rows = lambda *s: (SDS(s, jnp.float32, sharding=ns(MESH8, "d", *([None] * (len(s) - 1)))),
                       P("d", *([None] * (len(s) - 1))))
    rep = lambda *s: (SDS(s, jnp.float32, sharding=ns(MESH8)), P())
    layer = lambda: dict(ln1=rep(D), ln2=rep(D), wq=rows(D, D), wk=rows(D, D), wv=rows(D, D),
                         wo=rows(D, D), router=rows(D, E), w1=rows(E, D, F), w2=rows(E, F, D))
    tree = dict(embed=rows(V, D), lnf=rep(D), layers=[layer() for _ in range(L)])
    is_pair = lambda v: isinstance(v, tuple)
    params = jax.tree.map(lambda v: v[0], tree, is_leaf=is_pair)
    pspec = jax.tree.map(lambda v: v[1], tree, is_leaf=is_pair)
    f = jax.shard_map(moe_top2_train, mesh=MESH8, in_specs=(pspec, P("d", None)),
                      out_specs=(pspec, P()))
    tokens = SDS((N * T, S), jnp.int32, sharding=ns(MESH8, "d", None))
    return jax.jit(f, donate_argnums=0), (params, tokens)


# ---------------------------------------------------------------- ring attention
@program
def ring_attention_train():
    """4-layer decoder with ring attention (Liu et al. 2023): the sequence is sharded over 8
    devices (shard_map); each layer passes the K/V blocks around the ring by ppermute
    (collective-permute) in 7 unrolled steps while a blockwise causal attention with an online
    softmax consumes them; weights replicated (gradients all-reduced); fwd + bwd + update."""
    return make_ring_attention("ring_attention_train", loop=False)


@program
def ring_attention8_train():
    """ring_attention_train with 8 layers (added 7 Dec, session 8, as a held-out check of
    issue 21: the improvement pass was not tuned on it)."""
    return make_ring_attention("ring_attention8_train", loop=False, L=8)


@program
def llama_gqa4_train():
    """llama_gqa_train with 4 layers (held out likewise)."""
    return make_llama("llama_gqa4_train", L=4)


@program
def ring_attention_loop_train():
    """ring_attention_train with the ring steps in a lax.fori_loop, as ring attention is usually
    written: the collective-permutes of K and V sit inside while-loop bodies (forward and
    backward)."""
    return make_ring_attention("ring_attention_loop_train", loop=True)


@program
def while_ppermute_train():
    """A small fixture (< 100 KB per file): a fori_loop whose body multiplies by a replicated
    weight and passes a block round the ring by ppermute, fwd + bwd + update, with the mean of
    the gradient over the 8 devices. XLA's final module lacks two copies of its scheduler's
    input (copy elision after scheduling) and has copies of its own."""
    ring = [(i, (i + 1) % 8) for i in range(8)]
    T, D, B = 4, 256, 64

    def loss(w, x):
        def body(i, c):
            h, k, acc = c
            s = jnp.tanh(h @ w) * k
            return h + s, lax.ppermute(k, "d", perm=ring), acc + jnp.exp(s - s.max())
        h, k, acc = lax.fori_loop(0, T, body, (x, x, jnp.zeros_like(x)))
        return lax.pmean(jnp.mean(h * acc), "d")

    def while_ppermute_train(w, x):
        l, g = jax.value_and_grad(loss)(w, x)
        return w - 0.1 * lax.pmean(g, "d"), l
    f = jax.shard_map(while_ppermute_train, mesh=MESH8, in_specs=(P(), P("d")), out_specs=(P(), P()))
    return jax.jit(f), (SDS((D, D), jnp.float32, sharding=ns(MESH8)),
                        SDS((8 * B, D), jnp.float32, sharding=ns(MESH8, "d")))


def make_ring_attention(name, loop, L=4):
    D, F, H, B, SL, V = 256, 1024, 4, 4, 128, 512  # SL: tokens per device
    N = 8
    hd = D // H
    ring = [(i, (i + 1) % N) for i in range(N)]

    def ring_attn(q, k, v):
        me = lax.axis_index("d")
        qpos = me * SL + jnp.arange(SL)
        m = jnp.full((B, H, SL), -1e30, jnp.float32)
        den = jnp.zeros((B, H, SL), jnp.float32)
        num = jnp.zeros((B, SL, H, hd), jnp.float32)

        def consume(step, m, den, num, k, v):
            src = (me - step) % N  # whose K/V block this device holds now
            kpos = src * SL + jnp.arange(SL)
            s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(hd)
            s = jnp.where(kpos[None, :] <= qpos[:, None], s, -1e30)
            m_new = jnp.maximum(m, s.max(-1))
            corr = jnp.exp(m - m_new)
            pexp = jnp.exp(s - m_new[..., None])
            den = den * corr + pexp.sum(-1)
            num = num * corr.transpose(0, 2, 1)[..., None] + jnp.einsum("bhqk,bkhd->bqhd", pexp, v)
            return m_new, den, num

        if loop:
            m, den, num = (lax.pcast(a, "d", to="varying") for a in (m, den, num))

            def body(step, c):
                m, den, num, k, v = c
                m, den, num = consume(step, m, den, num, k, v)
                return m, den, num, lax.ppermute(k, "d", perm=ring), lax.ppermute(v, "d", perm=ring)
            m, den, num, k, v = lax.fori_loop(0, N - 1, body, (m, den, num, k, v))
            m, den, num = consume(N - 1, m, den, num, k, v)
        else:
            for step in range(N):
                m, den, num = consume(step, m, den, num, k, v)
                if step < N - 1:
                    k = lax.ppermute(k, "d", perm=ring)
                    v = lax.ppermute(v, "d", perm=ring)
        return num / den.transpose(0, 2, 1)[..., None]

    def local_loss(params, tokens, targets):
        x = params["embed"][tokens]
        for p in params["layers"]:
            h = rmsnorm(x, p["ln1"])
            q = (h @ p["wq"]).reshape(B, SL, H, hd)
            k = (h @ p["wk"]).reshape(B, SL, H, hd)
            v = (h @ p["wv"]).reshape(B, SL, H, hd)
            x = x + ring_attn(q, k, v).reshape(B, SL, D) @ p["wo"]
            h = rmsnorm(x, p["ln2"])
            x = x + jax.nn.gelu(h @ p["w1"]) @ p["w2"]
        x = rmsnorm(x, params["lnf"])
        lp = jax.nn.log_softmax(x @ params["embed"].T)
        return lax.pmean(-jnp.mean(jnp.take_along_axis(lp, targets[..., None], -1)), "d")

    def step(params, tokens, targets):
        l, g = jax.value_and_grad(local_loss)(params, tokens, targets)
        return jax.tree.map(lambda p, gp: p - 1e-3 * gp, params, g), l
    step.__name__ = name

    shp = dict(ln1=(D,), ln2=(D,), wq=(D, D), wk=(D, D), wv=(D, D), wo=(D, D), w1=(D, F), w2=(F, D))
    rep = lambda s: SDS(s, jnp.float32, sharding=ns(MESH8))
    params = dict(embed=rep((V, D)), lnf=rep((D,)),
                  layers=[{k: rep(s) for k, s in shp.items()} for _ in range(L)])
    pspec = jax.tree.map(lambda _: P(), params)
    f = jax.shard_map(step, mesh=MESH8, in_specs=(pspec, P(None, "d"), P(None, "d")),
                      out_specs=(pspec, P()))
    tok = SDS((B, N * SL), jnp.int32, sharding=ns(MESH8, None, "d"))
    return jax.jit(f, donate_argnums=0), (params, tok, tok)


if __name__ == "__main__":
    if not gen.args.only:  # the fixture program only when asked for
        gen.args.only = ",".join(n for n in OURS if n != "while_ppermute_train")
    gen.main()
