// llm.h: driving a sharktank LLM export (examples/exports/README.md): its
// paged KV cache, the inputs of its prefill and decode functions, a greedy
// generation loop, and the check that decode continues what prefill wrote.
//
// The interface, as sharktank exports it:
//   prefill_bsN(tokens [N, T] i64, seq_lens [N] i64, page_ids [N, B] i64,
//               cache [P, C]) -> logits [N, T, V]
//   decode_bsM(tokens [M, 1], seq_lens [M], start_positions [M],
//              page_ids [M, B], cache [P, C]) -> logits [M, 1, V]
// T = B * stride (block_seq_stride tokens per page), the cache updated in
// place: page p holds the keys and values of `stride` positions of one
// sequence for every layer (C elements).
//
// A tensor-parallel export (docs/devices.md) takes one cache per device in
// place of the one: prefill 3 + N inputs, decode 4 + N, the last N each
// device's cache [P, C] (its share of the KV heads: every one the same C
// and dtype), the page ids the same for all of them. The caches are
// recognized by that structure, not by name or affinity. The inputs are built as shark-ai's
// sharktank/utils/llm_utils.py (PrefillTask, DecodeTask, LlmAllocator)
// builds them: page 0 is never given to a sequence (rows and blocks past a
// sequence's pages point at it, so their writes land there); a sequence
// gets ceil(tokens / stride) pages; prefill pads every row to B pages of
// tokens (zeros), B = the longest prompt's page count, and an unused row
// has seq_len 1; decode feeds each sequence's last token at
// start_position = length - 1 with seq_len = length, and B pages cover the
// longest one.
//
// A backend runs the two functions (the compiled module through the
// public C API, the float64 reference in facet-generate); the loop drives
// one or several backends in lockstep (the first one's tokens are fed to
// all) and compares their logits.
#ifndef FACET_TOOLING_LLM_H
#define FACET_TOOLING_LLM_H

#include "tooling.h"

// What the functions' signatures (and the source's symbols) say.
typedef struct llm_iface {
  int prefill_bs, decode_bs;
  int64_t stride;     // block_seq_stride
  int64_t page_elems; // C (of each device's cache)
  int devices;        // caches the functions take: one per device
  int64_t vocab;      // V
  dtype cache_dtype, logits_dtype;
  int64_t prefill_blocks_min, prefill_blocks_max; // B of prefill
  int64_t decode_blocks_min, decode_blocks_max;   // B of decode
  int64_t pages_min, pages_max;                   // P (the cache's own range)
} llm_iface;

// One call's inputs (all i64, row-major), built by the loop.
typedef struct llm_call {
  bool decode;
  int bs;
  int64_t T;      // tokens per row (decode: 1)
  int64_t blocks; // page ids per row
  int64_t *tokens, *seq_lens, *start_positions, *page_ids;
} llm_call;

typedef struct llm_backend {
  const char *name;
  void *self;
  // A zero-filled cache of `pages` pages (an opaque handle) into *cache.
  facet_status_t (*cache_new)(void *self, int64_t pages, void **cache);
  void (*cache_free)(void *self, void *cache);
  // Runs prefill or decode, updating the cache; writes bs * T * vocab
  // logits (as doubles).
  facet_status_t (*run)(void *self, const llm_call *call, void *cache, double *logits);
  // Optional (NULL: none): the transfers between devices so far, summed
  // over the backend's calls (facet_module_device_stats).
  void (*transfers)(void *self, facet_device_stats_t *total);
} llm_backend;

enum { LLM_MAX_DEVICES = 8 };

// The page caches of a compiled export: one tensor per device, shaped as
// prefill's cache inputs (input 3 on, [pages, C] each), zeroed. A sequence
// owns the same page ids in every one, so a call passes them all after the
// one page-id tensor. facet-generate's compiled backend and facet-serve's
// engine both hold their caches this way (one rule for what a cache is).
typedef struct llm_caches {
  facet_tensor_t *t[LLM_MAX_DEVICES];
  int n;
} llm_caches;
facet_status_t llm_caches_create(facet_runtime_t *rt, facet_function_t *prefill, int64_t pages,
                                 llm_caches *out);
void llm_caches_release(llm_caches *c);
// fn's result count is logits alone or logits and every cache (a module
// that still returns the overwritten caches); INVALID_ARGUMENT otherwise.
facet_status_t llm_caches_check_results(facet_function_t *fn, const llm_caches *c);
// Results out[1..n) of such a module become the caches.
facet_status_t llm_caches_take_results(llm_caches *c, facet_tensor_t **out, size_t n);

// The compiled module's functions through the public C API (the caches
// the last inputs; a module that still returns the overwritten caches as
// extra outputs is accepted: those outputs become the caches).
typedef struct llm_compiled {
  facet_runtime_t *rt;
  facet_module_t *module; // for its transfer counts (NULL: none reported)
  facet_function_t *prefill, *decode;
} llm_compiled;
llm_backend llm_compiled_backend(llm_compiled *c);
// The interface the signatures give (stride, block ranges: defaults the
// caller overrides from the source or flags). INVALID_ARGUMENT naming the
// input that is not what a sharktank export has.
facet_status_t llm_iface_from_functions(facet_function_t *prefill, facet_function_t *decode,
                                        llm_iface *out);

typedef struct llm_options {
  int steps;         // decode steps after prefill
  int64_t pages;     // cache pages (0: what the sequences need, at least pages_min)
  bool check_decode; // compare each decode with a prefill of the same tokens
  double tolerance;  // the largest logit difference accepted
  bool quiet;        // no per-step lines
  // One process per device (docs/devices.md): NULL, or the hook that makes
  // every process's `tokens` rank 0's (facet_mpi_share_from_rank0). Only
  // rank 0 holds the logits, so each step's next tokens are its picks,
  // and every rank feeds the same ones.
  facet_status_t (*share_tokens)(int64_t *tokens, size_t n);
  // The transfers are this process's sends and receives (their time
  // includes waiting for the other process), not copies between groups.
  bool transfers_are_messages;
  // NULL, or where each step's logits go (facet-generate --dump-logits):
  // a line per sequence, "step K seq I:" and the logits the next token was
  // picked from, exact (C's %a), to compare runs bit for bit.
  FILE *logits_out;
} llm_options;

// Prompts: sequence i is tokens.data[i][0..lens.data[i]) (malloc'd).
typedef struct llm_prompts {
  VEC(int64_t *) tokens;
  VEC(int64_t) lens;
} llm_prompts;

// Runs the loop over the prompts with backends[0]
// driving; prints each sequence's tokens (and each one's margin over the
// runner-up, llm_margin), tokens/s of prefill and decode
// per backend, and per step the largest logit difference of the other
// backends (and of the decode check) and whether the tokens agree.
// *ok: every difference within tolerance and every token equal. Errors of
// a backend or of the inputs (a prompt too long, a token past the
// vocabulary) are returned as a status.
facet_status_t llm_generate(const llm_iface *iface, llm_backend *backends, int backend_count,
                            const llm_prompts *prompts, const llm_options *options, FILE *out,
                            bool *ok);

// How far token `best` leads: its logit minus the largest other one (a
// near-tie, where rounding may pick either, when small; +inf for n = 1).
double llm_margin(const double *logits, int64_t n, int64_t best);

// Prompts: "1 2 3;4 5" (commas or spaces between tokens, ';' between
// sequences) or a file (@FILE, or a name that is not a list) with one
// sequence per line, appended to *p.
facet_status_t llm_parse_prompts(const char *spec, llm_prompts *p);
void llm_prompts_free(llm_prompts *p);

#endif
