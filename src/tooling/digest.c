// digest.c: digest sidecars for parameter files (tooling.h), behind
// facet-params --digest and --verify.
//
// safetensors, IRPA and GGUF carry no checksum: a flipped bit in a data
// byte changes a weight, one in an offset makes an entry read other bytes,
// and every reader (facet's, IREE's, ggml's) takes the file as it is. The
// sidecar "<file>.xxh64" is a text file:
//
//   # facet-params digest 1: xxh64 of the file and of each entry's bytes
//   file <size> <xxh64 of the whole file, 16 hex digits>
//   entry <xxh64> <offset> <length> <key>     (DATA entries)
//   entry <xxh64> splat <length> <key>        (IRPA SPLAT entries: of the pattern)
//
// with keys escaped as \xNN outside printable ASCII (and "\\" for '\').
// The whole-file digest decides; the entries say what changed.
#include "tooling.h"

#include "runtime/params.h"

#include <errno.h>
#include <inttypes.h>
#include <string.h>

#define DIGEST_HEADER "# facet-params digest 1: xxh64 of the file and of each entry's bytes\n"

// A key as the sidecar spells it.
static void digest_key(strbuf *sb, const char *key) {
  for (const unsigned char *p = (const unsigned char *)key; *p; p++)
    if (*p == '\\') sb_append(sb, "\\\\");
    else if (*p >= 0x20 && *p < 0x7f) sb_putc(sb, (char)*p);
    else sb_printf(sb, "\\x%02x", *p);
}

// The digest of an entry's bytes (a splat's: of its length and pattern).
static uint64_t digest_entry(const rt_param_file *f, const rt_param_entry *e) {
  if (e->storage == RT_PARAM_DATA) return hash_bytes(f->data + e->offset, (size_t)e->length);
  uint8_t b[24];
  for (int i = 0; i < 8; i++) b[i] = (uint8_t)(e->length >> (8 * i));
  memcpy(b + 8, e->pattern, e->pattern_length);
  return hash_bytes(b, 8 + (size_t)e->pattern_length);
}

// One "entry" line for e.
static void digest_line(strbuf *sb, const rt_param_file *f, const rt_param_entry *e) {
  sb_printf(sb, "entry %016" PRIx64 " ", digest_entry(f, e));
  if (e->storage == RT_PARAM_DATA) sb_printf(sb, "%" PRIu64 " %" PRIu64 " ", e->offset, e->length);
  else sb_printf(sb, "splat %" PRIu64 " ", e->length);
  digest_key(sb, e->key);
  sb_putc(sb, '\n');
}

static char *digest_sidecar(const char *path, const char *sidecar) {
  if (sidecar) return xstrdup(sidecar);
  size_t n = strlen(path) + 7;
  char *s = xmalloc(n);
  snprintf(s, n, "%s.xxh64", path);
  return s;
}

facet_status_t tool_params_digest(const char *path, const char *sidecar) {
  rt_param_file f;
  STATUS_RETURN_IF_ERROR(rt_params_open(path, NULL, &f));
  strbuf sb = {0};
  sb_append(&sb, DIGEST_HEADER);
  sb_printf(&sb, "file %zu %016" PRIx64 "\n", f.size, hash_bytes(f.data, f.size));
  for (size_t i = 0; i < f.count; i++) digest_line(&sb, &f, &f.entries[i]);
  rt_params_close(&f);
  char *out = digest_sidecar(path, sidecar);
  facet_status_t s = tool_write_file(out, sb.data, sb.len);
  free(out);
  sb_free(&sb);
  return s;
}

// A sidecar, parsed: the whole-file line and the entry lines as written.
typedef struct digest_file {
  uint64_t size, hash;
  VEC(char *) entries; // "<hash> <where> <length> <key>" (after "entry ")
  char *text;
} digest_file;

static facet_status_t digest_read(const char *sidecar, digest_file *d) {
  size_t len;
  memset(d, 0, sizeof *d);
  facet_status_t s = file_read_all(sidecar, &d->text, &len);
  if (s) {
    facet_status_t r =
        status_new(FACET_STATUS_NOT_FOUND, "%s (write one with facet-params --digest)",
                   facet_status_message(s));
    facet_status_free(s);
    return r;
  }
  char *line = d->text, *next;
  bool have_file = false;
  for (int n = 1; *line; line = next, n++) {
    next = strchr(line, '\n');
    if (!next) next = line + strlen(line);
    else *next++ = 0;
    if (!strncmp(line, "entry ", 6)) {
      VEC_PUSH(d->entries, line + 6);
    } else if (!strncmp(line, "file ", 5)) {
      have_file = sscanf(line + 5, "%" SCNu64 " %" SCNx64, &d->size, &d->hash) == 2;
    } else if (line[0] != '#' && line[0]) {
      return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s:%d: not a digest line", sidecar, n);
    }
  }
  if (!have_file)
    return status_new(FACET_STATUS_INVALID_ARGUMENT, "%s: no 'file SIZE XXH64' line", sidecar);
  return NULL;
}

static void digest_free(digest_file *d) {
  VEC_FREE(d->entries);
  free(d->text);
}

// The key of a recorded entry line (after its third space).
static const char *digest_line_key(const char *line) {
  for (int spaces = 0; *line && spaces < 3; line++) spaces += *line == ' ';
  return line;
}

// The key spelled by digest_key, back into sb (false: not a valid spelling).
static bool digest_unkey(strbuf *sb, const char *s) {
  sb_reset(sb);
  for (; *s; s++) {
    unsigned v;
    if (*s != '\\') {
      sb_putc(sb, *s);
    } else if (s[1] == '\\') {
      sb_putc(sb, *++s);
    } else if (s[1] == 'x' && sscanf(s + 2, "%2x", &v) == 1 && v) {
      sb_putc(sb, (char)v);
      s += 3;
    } else {
      return false;
    }
  }
  return true;
}

// What differs between the recorded entries and the file's, one line each.
static void digest_compare(const digest_file *d, const rt_param_file *f, strbuf *why) {
  strbuf now = {0}, key = {0};
  size_t found = 0;
  for (size_t i = 0; i < d->entries.len; i++) {
    const char *was = d->entries.data[i], *spelled = digest_line_key(was);
    const rt_param_entry *e =
        digest_unkey(&key, spelled) && key.len ? rt_params_find(f, sb_cstr(&key)) : NULL;
    if (!e) {
      sb_printf(why, "\n  entry '%s': missing", spelled);
      continue;
    }
    found++;
    sb_reset(&now);
    digest_line(&now, f, e);
    now.data[--now.len] = 0;            // the newline
    const char *is = sb_cstr(&now) + 6; // after "entry "
    if (!strcmp(is, was)) continue;
    const char *was_at = strchr(was, ' '), *is_at = strchr(is, ' ');
    if (was_at && is_at && !strcmp(was_at, is_at)) // same place, other hash
      sb_printf(why, "\n  entry '%s': its bytes differ", spelled);
    else
      sb_printf(why, "\n  entry '%s': was \"%s\", is \"%s\" (a corrupt offset or length?)", spelled,
                was, is);
  }
  if (found < f->count)
    sb_printf(why, "\n  %zu entries of the file are not in the digest", f->count - found);
  sb_free(&now);
  sb_free(&key);
}

facet_status_t tool_params_verify(const char *path, const char *sidecar, strbuf *report) {
  char *side = digest_sidecar(path, sidecar);
  digest_file d;
  facet_status_t s = digest_read(side, &d);
  rt_param_file f;
  if (!s) {
    facet_status_t open = rt_params_open(path, NULL, &f);
    if (open && facet_status_code(open) != FACET_STATUS_DATA_LOSS) {
      s = open;        // cannot read it at all
    } else if (open) { // not even a parameter file any more
      s = status_new(FACET_STATUS_DATA_LOSS, "%s does not match %s: %s", path, side,
                     facet_status_message(open));
      facet_status_free(open);
    } else {
      uint64_t hash = hash_bytes(f.data, f.size);
      if (f.size == d.size && hash == d.hash) {
        sb_printf(report, "%s: OK (%zu bytes, %zu entries, xxh64 %016" PRIx64 ")", path, f.size,
                  f.count, hash);
      } else {
        strbuf why = {0};
        if (f.size != d.size)
          sb_printf(&why, "\n  the file has %zu bytes, the digest says %" PRIu64, f.size, d.size);
        digest_compare(&d, &f, &why);
        if (f.size == d.size && !why.len)
          sb_append(&why, "\n  bytes outside every entry differ (a header, metadata or padding)");
        s = status_new(FACET_STATUS_DATA_LOSS, "%s does not match %s:%s", path, side,
                       sb_cstr(&why));
        sb_free(&why);
      }
      rt_params_close(&f);
    }
  }
  digest_free(&d);
  free(side);
  return s;
}
