// batch.c: several kernels in one compiler run.
//
// Where a cold compile's time goes (bench/results/s9_compile_time.md): a
// kernel's own code takes the C compiler about as long as every compiler
// process pays before it: starting, loading the 25 MB precompiled
// <immintrin.h> (mostly page faults), and parsing the ~650 lines of helpers
// every kernel source carries. The 8B export had 456 sources, 397 of them
// row programs of one index computation each (110 sources since dedup.c
// lifts the per-layer constants that kept them apart). Compiling several
// kernels in one run pays that once per run.
//
// A batch is one translation unit made of its members' sources, each
// compiling exactly as it does alone:
//
// - Every member has the same head, byte for byte: the text up to and
//   including its last `#endif` (the kernel ABI and helper headers, which
//   the emitters write identically for every kernel of a target). The head
//   is written once.
// - A member's tail (the rest) may define only functions and variables at
//   file scope and object or function macros, nothing else (no other
//   preprocessor line, no type, no string or character literal, no comment):
//   anything else and the source is compiled alone. Its extern names must
//   begin with its stem (facet_k<hash>_count, ..._workgroup): unique. Its
//   static and INLINE names (micro_kernel, pack_a) are renamed to
//   <stem>__<name> by a macro around the tail, and its own macros (TM, KC)
//   are undefined after it, with #pragma push_macro / pop_macro restoring
//   whatever the head had: the next member sees the head and nothing else.
// - A line marker before each tail names the member's file and line, so a
//   compiler message points into the member's source.
//
// What differs from compiling alone is only what the compiler does across
// functions of one unit: the kernels' instructions are the same (the
// workgroup functions identically, the count functions up to the operand
// order of a commutative lea; bench/results/s9_compile_time.md checks every
// function of the 8B export), and -falign-functions=64 keeps every kernel's
// layout against cache lines.
//
// Batches are content-defined, so that a module's batches depend only on
// its set of kernels, never on its entry points' order or on what a cache
// already holds: the members of one head, sorted by stem, are cut after a
// stem whose hash is 0 mod `avg` that is not the batch's first member (at
// most 3 x avg members). Adding or changing a kernel recompiles its own
// batch (~avg kernels), not the module. Modules with fewer than 4 x avg
// batchable sources are not batched: their kernels compile (and are
// cached) one per run, as before.
#include "codegen_internal.h"

#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

enum { CG_BATCH_DEFAULT = 8 };

int cg_batch_size(int requested) {
  if (requested > 0) return requested;
  const char *env = getenv("FACET_CC_BATCH");
  if (env && *env) {
    char *end = NULL;
    long n = strtol(env, &end, 10);
    if (end && !*end && n >= 1 && n <= 4096) return (int)n;
  }
  return CG_BATCH_DEFAULT;
}

static bool cg_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static char *cg_dup_n(const char *s, size_t n) {
  char *r = xmalloc(n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

// The identifier that ends just before `end` (blanks skipped), or NULL.
static char *cg_ident_before(const char *start, const char *end) {
  while (end > start && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '*')) end--;
  const char *b = end;
  while (b > start && cg_ident_char(b[-1])) b--;
  return b < end && !(*b >= '0' && *b <= '9') ? cg_dup_n(b, (size_t)(end - b)) : NULL;
}

// `#define NAME...` at p (the line); false for any other preprocessor line.
// *p moves past the line and its continuation lines.
static bool cg_tail_define(const char **p, cg_tail *t) {
  const char *s = *p + 1;
  while (*s == ' ' || *s == '\t') s++;
  bool ok = strncmp(s, "define", 6) == 0 && (s[6] == ' ' || s[6] == '\t');
  if (ok) {
    s += 7;
    while (*s == ' ' || *s == '\t') s++;
    const char *e = s;
    while (cg_ident_char(*e)) e++;
    ok = e > s;
    if (ok) VEC_PUSH(t->macros, cg_dup_n(s, (size_t)(e - s)));
  }
  const char *q = *p;
  for (;;) { // a backslash at the end of the line continues it
    q += strcspn(q, "\n");
    if (!*q || q[-1] != '\\') break;
    q++;
  }
  *p = q;
  return ok;
}

// A file-scope declaration or definition starting at p: static / INLINE
// ones are renamed, extern ones must carry the stem.
static bool cg_tail_statement(const char *p, const char *stem, cg_tail *t) {
  const char *stop = p + strcspn(p, "([=;{\n");
  if (*stop != '(' && *stop != '[' && *stop != '=' && *stop != ';') return false;
  char *name = cg_ident_before(p, stop);
  if (!name || !strncmp(name, "__", 2)) { // __attribute__, a reserved name: not ours to rename
    free(name);
    return false;
  }
  bool local = !strncmp(p, "static ", 7) || !strncmp(p, "INLINE ", 7);
  bool own = !strncmp(name, stem, strlen(stem));
  if (!local && !own) {
    free(name);
    return false;
  }
  if (local && !own) VEC_PUSH(t->names, name);
  else free(name);
  return true;
}

// Past the comment at p, or p if none starts there.
static const char *cg_skip_comment(const char *p) {
  if (p[0] == '/' && p[1] == '/') return p + strcspn(p, "\n");
  if (p[0] == '/' && p[1] == '*') {
    const char *e = strstr(p + 2, "*/");
    return e ? e + 2 : p + strlen(p);
  }
  return p;
}

// The tail's file-scope statements, one by one; false for anything that
// cannot share a translation unit (batch.c's comment says what can).
static bool cg_tail_scan(const char *p, const char *stem, cg_tail *t) {
  int depth = 0;
  bool in_stmt = false, line_start = true;
  while (*p) {
    const char *q = cg_skip_comment(p);
    if (q != p) {
      p = q;
      continue;
    }
    char c = *p;
    if (!in_stmt && depth == 0 && !strchr(" \t\n;", c)) {
      if (c == '#') {
        if (!line_start || !cg_tail_define(&p, t)) return false;
        continue; // at the newline, or the end
      }
      if (!cg_tail_statement(p, stem, t)) return false;
      in_stmt = true;
    }
    if (c == '"' || c == '\'' || c == '#') return false;
    if (c == '{') depth++;
    if (c == '}' && --depth < 0) return false;
    if ((c == '}' || c == ';') && depth == 0) in_stmt = false;
    if (c == '\n') line_start = true;
    else if (c != ' ' && c != '\t') line_start = false;
    p++;
  }
  return depth == 0 && !in_stmt;
}

// Past the blank and comment-only lines at p (counting them in *line).
static const char *cg_skip_blank_lines(const char *p, const char *end, int *line) {
  for (;;) {
    const char *q = p;
    while (q < end && (*q == ' ' || *q == '\t')) q++;
    if (q + 1 < end && q[0] == '/' && q[1] == '/') q += strcspn(q, "\n");
    if (q >= end || *q != '\n') return p;
    p = q + 1;
    (*line)++;
  }
}

bool cg_tail_parse(const char *src, const char *stem, cg_tail *t) {
  memset(t, 0, sizeof *t);
  const char *last = NULL;
  for (const char *p = src; p; p = strchr(p, '\n')) {
    if (*p == '\n') p++;
    if (!strncmp(p, "#endif", 6)) last = p;
  }
  const char *tail = src;
  if (last) {
    tail = last + strcspn(last, "\n");
    if (*tail) tail++;
  }
  // The head starts at its first line with code: before it, the kernel's
  // name line and its comments (blanked or not), which differ per kernel.
  const char *head = src;
  t->head_line = 1;
  if (last) head = cg_skip_blank_lines(src, tail, &t->head_line);
  t->head_start = (size_t)(head - src);
  t->head_len = (size_t)(tail - head);
  t->tail_line = t->head_line;
  for (const char *p = head; p < tail; p++) t->tail_line += *p == '\n';
  t->head_hash = XXH3_64bits(head, t->head_len);
  t->ok = cg_tail_scan(tail, stem, t);
  return t->ok;
}

void cg_tail_free(cg_tail *t) {
  for (size_t i = 0; i < t->macros.len; i++) free(t->macros.data[i]);
  for (size_t i = 0; i < t->names.len; i++) free(t->names.data[i]);
  VEC_FREE(t->macros);
  VEC_FREE(t->names);
}

static bool cg_same_head(const char *const *sources, const cg_tail *tails, int i, int j) {
  return tails[i].head_len == tails[j].head_len && tails[i].head_hash == tails[j].head_hash &&
         !memcmp(sources[i] + tails[i].head_start, sources[j] + tails[j].head_start,
                 tails[i].head_len);
}

// A batchable source in the plan's order: by head, then by stem. Sources
// with one head share one `head` pointer, so that sorting compares heads'
// bytes only between different heads (as rare as a hash collision).
typedef struct cg_plan_item {
  uint64_t hash;
  size_t len;
  const char *head, *stem;
  int index;
} cg_plan_item;

static int cg_plan_cmp(const void *a, const void *b) {
  const cg_plan_item *x = a, *y = b;
  if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
  if (x->len != y->len) return x->len < y->len ? -1 : 1;
  int c = x->head == y->head ? 0 : memcmp(x->head, y->head, x->len);
  return c ? c : strcmp(x->stem, y->stem);
}

int cg_batch_plan(const char *const *sources, char *const *stems, const cg_tail *tails, int count,
                  int avg, int *batch_of) {
  cg_plan_item *items = xcalloc((size_t)(count ? count : 1), sizeof(cg_plan_item));
  int *reps = xcalloc((size_t)(count ? count : 1), sizeof(int)); // one source per distinct head
  int n = 0, nreps = 0, batches = 0;
  for (int i = 0; i < count; i++) {
    batch_of[i] = -1;
    if (!tails[i].ok) continue;
    int r = 0;
    while (r < nreps && !cg_same_head(sources, tails, reps[r], i)) r++;
    if (r == nreps) reps[nreps++] = i;
    items[n++] = (cg_plan_item){tails[i].head_hash, tails[i].head_len,
                                sources[reps[r]] + tails[reps[r]].head_start, stems[i], i};
  }
  if (avg > 1 && n >= 4 * avg) {
    qsort(items, (size_t)n, sizeof(cg_plan_item), cg_plan_cmp);
    int start = 0;
    for (int k = 0; k < n; k++) {
      const char *stem = items[k].stem;
      bool same_head = k + 1 < n && items[k].head == items[k + 1].head;
      // a stem's hash cuts only after a second member: a member alone pays a
      // compiler run of its own (two sources of one head, cut apart by the
      // hash, were two runs)
      bool cut = !same_head ||
                 (k > start && XXH3_64bits(stem, strlen(stem)) % (uint64_t)avg == 0) ||
                 k + 1 - start >= 3 * avg;
      if (!cut) continue;
      if (k > start) { // one member alone is no batch
        for (int m = start; m <= k; m++) batch_of[items[m].index] = batches;
        batches++;
      }
      start = k + 1;
    }
  }
  free(items);
  free(reps);
  return batches;
}

void cg_batch_text(strbuf *out, const char *const *sources, char *const *stems,
                   const cg_tail *tails, const int *members, int n) {
  FACET_CHECK(n > 0);
  const cg_tail *h = &tails[members[0]];
  const char *head = sources[members[0]] + h->head_start;
  sb_printf(out, "# %d \"%s.c\"\n", h->head_line, stems[members[0]]);
  sb_appendn(out, head, h->head_len);
  for (int m = 0; m < n; m++) {
    int i = members[m];
    const cg_tail *t = &tails[i];
    FACET_CHECK(t->ok && cg_same_head(sources, tails, i, members[0]));
    for (size_t k = 0; k < t->macros.len; k++)
      sb_printf(out, "#pragma push_macro(\"%s\")\n#undef %s\n", t->macros.data[k],
                t->macros.data[k]);
    for (size_t k = 0; k < t->names.len; k++)
      sb_printf(out, "#pragma push_macro(\"%s\")\n#undef %s\n#define %s %s__%s\n", t->names.data[k],
                t->names.data[k], t->names.data[k], stems[i], t->names.data[k]);
    sb_printf(out, "# %d \"%s.c\"\n", t->tail_line, stems[i]);
    const char *tail = sources[i] + t->head_start + t->head_len;
    size_t len = strlen(tail);
    sb_appendn(out, tail, len);
    if (len && tail[len - 1] != '\n') sb_putc(out, '\n');
    for (size_t k = t->names.len; k-- > 0;)
      sb_printf(out, "#undef %s\n#pragma pop_macro(\"%s\")\n", t->names.data[k], t->names.data[k]);
    for (size_t k = t->macros.len; k-- > 0;)
      sb_printf(out, "#undef %s\n#pragma pop_macro(\"%s\")\n", t->macros.data[k],
                t->macros.data[k]);
  }
}
