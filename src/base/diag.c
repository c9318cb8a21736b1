// diag.c: located diagnostics, collected in the engine so one run reports
// many and tests can read them back from the log.
#include "base.h"

#include <stdlib.h>
#include <string.h>

// The prefix of a message without a location ("facet-compile: error: ..."):
// the tool's name, set once at start (tool_init), "facet" until then.
static const char *diag_program = "facet";

void diag_set_program(const char *name) { diag_program = name; }
const char *diag_program_name(void) { return diag_program; }

void diag_init(diag_engine *d, FILE *out) {
  memset(d, 0, sizeof(*d));
  d->out = out;
  d->max_errors = 20;
}

void diag_free(diag_engine *d) {
  VEC_FREE(d->sources);
  sb_free(&d->log);
}

void diag_add_source(diag_engine *d, const char *name, const char *text, size_t len) {
  VEC_PUSH(d->sources, ((diag_source){name, text, len}));
}

const char *loc_str(loc l, char *buf, size_t n) {
  if (!l.file) snprintf(buf, n, "<unknown>");
  else snprintf(buf, n, "%s:%u:%u", l.file, l.line, l.col);
  return buf;
}

static const diag_source *find_source(const diag_engine *d, const char *name) {
  for (size_t i = d->sources.len; i-- > 0;)
    if (d->sources.data[i].name == name || strcmp(d->sources.data[i].name, name) == 0)
      return &d->sources.data[i];
  return NULL;
}

// Appends the source line of `l` and a caret under its column. Long lines
// are cut around the column so a 100 MB line prints a short excerpt.
static void append_source_line(strbuf *sb, const diag_source *src, loc l) {
  const char *p = src->text, *end = src->text + src->len;
  for (uint32_t line = 1; line < l.line && p < end; p++)
    if (*p == '\n') line++;
  const char *eol = memchr(p, '\n', (size_t)(end - p));
  if (!eol) eol = end;
  size_t len = (size_t)(eol - p), col = l.col ? l.col - 1 : 0, start = 0;
  if (col > len) col = len;
  if (col > 100) start = col - 60;
  size_t show = len - start > 160 ? 160 : len - start;
  for (size_t i = 0; i < show; i++) {
    unsigned char c = (unsigned char)p[start + i];
    sb_putc(sb, c == '\t' || (c >= 0x20 && c < 0x7f) || c >= 0x80 ? (char)c : '?');
  }
  sb_putc(sb, '\n');
  for (size_t i = start; i < col; i++) sb_putc(sb, p[i] == '\t' ? '\t' : ' ');
  sb_append(sb, "^\n");
}

void diag_vreport(diag_engine *d, diag_level level, loc l, const char *fmt, va_list ap) {
  static const char *names[] = {"error", "warning", "note"};
  if (level == DIAG_ERROR) d->errors++;
  if (level == DIAG_WARNING) d->warnings++;
  int most = d->max_errors ? d->max_errors : 20;
  if (level == DIAG_ERROR && d->errors > most) {
    if (d->errors == most + 1) { // said once, so that silence past it is not read as success
      strbuf sb = {0};
      sb_printf(&sb, "%s: note: more errors follow; only the first %d are shown\n", diag_program,
                most);
      sb_append(&d->log, sb_cstr(&sb));
      if (d->out) fputs(sb_cstr(&sb), d->out);
      sb_free(&sb);
    }
    return;
  }
  strbuf sb = {0};
  if (l.file) sb_printf(&sb, "%s:%u:%u: ", l.file, l.line, l.col);
  else sb_printf(&sb, "%s: ", diag_program);
  sb_printf(&sb, "%s: ", names[level]);
  sb_vprintf(&sb, fmt, ap);
  sb_putc(&sb, '\n');
  const diag_source *src = l.file && l.line ? find_source(d, l.file) : NULL;
  if (src) append_source_line(&sb, src, l);
  sb_append(&d->log, sb_cstr(&sb));
  if (d->out && !(level != DIAG_ERROR && d->quiet_warnings)) fputs(sb_cstr(&sb), d->out);
  sb_free(&sb);
}

void diag_report(diag_engine *d, diag_level level, loc l, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(d, level, l, fmt, ap);
  va_end(ap);
}
