// facet-chart: writes a grouped bar chart as a small, dependency-free SVG,
// for the scenario results in bench/results (gnuplot is not installed on the
// development machines, and a chart of a few bars needs no plotting library).
//
//   facet-chart --title=TEXT [--note=TEXT] IN.tsv -o OUT.svg
//
// IN.tsv: a header line "anything<TAB>series1<TAB>series2...", then one line
// per group "label<TAB>v1<TAB>v2...". A value is "x", "x:lo:hi" (a whisker
// from lo to hi, e.g. the spread of repeated runs) or "-" (no bar). Lines
// starting with '#' are skipped.
//
// Each group is its own panel with its own y scale from 0, so a 30 ms decode
// step and a 3 s prefill are both readable; every bar carries its value and
// the series share colours, named in a legend under the title. Output is
// deterministic (same table, same bytes).
#include "tooling/tooling.h"
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_SERIES = 8, MAX_GROUPS = 32, MAX_TEXT = 128 };

typedef struct cell {
  bool present;
  double value, lo, hi; // lo == hi == value without a whisker
} cell;

typedef struct table {
  char series[MAX_SERIES][MAX_TEXT];
  int series_count;
  char group[MAX_GROUPS][MAX_TEXT];
  cell cells[MAX_GROUPS][MAX_SERIES];
  int group_count;
} table;

// Geometry, in SVG user units.
enum {
  BAR_W = 40,
  BAR_GAP = 6,
  AXIS_W = 48,
  PANEL_PAD = 16,
  PLOT_H = 170,
  PANEL_H = 236,
  HEAD_H = 64,
  MARGIN = 12,
  PANELS_PER_ROW = 4
};

static const char *const palette[MAX_SERIES] = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2",
                                                "#59a14f", "#edc948", "#b07aa1", "#9c755f"};

static const char usage_text[] =
    "usage: facet-chart --title=TEXT [--note=TEXT] IN.tsv -o OUT.svg\n"
    "  IN.tsv        a header row of series names, then rows of numbers (tab-separated)\n"
    "  -o OUT.svg    the chart to write\n"
    "  --title=TEXT  the chart's title\n"
    "  --note=TEXT   a line of small print under it\n"
    "  --help, --version  this text; facet's version\n";

static int usage(void) { return tool_error("bad arguments (see --help)"); }

// Copies the next TAB-separated field of *s into out and advances *s.
static bool next_field(char **s, char *out) {
  if (!*s) return false;
  char *tab = strchr(*s, '\t');
  size_t n = tab ? (size_t)(tab - *s) : strlen(*s);
  if (n >= MAX_TEXT) n = MAX_TEXT - 1;
  memcpy(out, *s, n);
  out[n] = 0;
  *s = tab ? tab + 1 : NULL;
  return true;
}

// "x", "x:lo:hi" or "-".
static bool parse_cell(const char *s, cell *c) {
  *c = (cell){0};
  if (!strcmp(s, "-") || !*s) return true;
  char *end;
  c->value = c->lo = c->hi = strtod(s, &end);
  if (end == s) return false;
  if (*end == ':') {
    c->lo = strtod(end + 1, &end);
    if (*end != ':') return false;
    c->hi = strtod(end + 1, &end);
  }
  c->present = *end == 0 && isfinite(c->value) && c->value >= 0;
  return c->present;
}

static bool parse_header(char *line, table *t) {
  char skip[MAX_TEXT];
  next_field(&line, skip);
  while (t->series_count < MAX_SERIES && next_field(&line, t->series[t->series_count]))
    t->series_count++;
  return t->series_count > 0;
}

static bool parse_row(char *line, table *t, int lineno) {
  if (t->group_count == MAX_GROUPS) return true; // more groups than a chart can show
  int g = t->group_count++;
  next_field(&line, t->group[g]);
  char field[MAX_TEXT];
  for (int s = 0; s < t->series_count; s++) {
    if (!next_field(&line, field)) strcpy(field, "-");
    if (!parse_cell(field, &t->cells[g][s])) {
      fprintf(stderr, "facet-chart: error: line %d: bad value '%s'\n", lineno, field);
      return false;
    }
  }
  return true;
}

static bool read_table(FILE *f, table *t) {
  char line[4096];
  int lineno = 0;
  bool header = false;
  while (fgets(line, sizeof line, f)) {
    lineno++;
    line[strcspn(line, "\r\n")] = 0;
    if (!line[0] || line[0] == '#') continue;
    if (!header) {
      if (!parse_header(line, t)) return false;
      header = true;
    } else if (!parse_row(line, t, lineno)) {
      return false;
    }
  }
  return header && t->group_count > 0;
}

// Text with the five XML specials escaped.
static void put_text(FILE *o, const char *s) {
  for (; *s; s++) {
    switch (*s) {
    case '<': fputs("&lt;", o); break;
    case '>': fputs("&gt;", o); break;
    case '&': fputs("&amp;", o); break;
    case '"': fputs("&quot;", o); break;
    case '\'': fputs("&apos;", o); break;
    default: fputc(*s, o);
    }
  }
}

// Three significant digits, with k/M/G from 10000 on: 0.0312, 8, 1361, 11.3k, 8.33M.
static void format_value(double v, char *out, size_t n) {
  static const char *const suffix[] = {"", "k", "M", "G"};
  int k = 0;
  while ((v >= 10000 || (k > 0 && v >= 1000)) && k < 3) v /= 1000, k++;
  if (v >= 100 || v == 0) snprintf(out, n, "%.0f%s", v, suffix[k]);
  else snprintf(out, n, "%.3g%s", v, suffix[k]);
}

// A tick step of 1, 2 or 5 x 10^k giving about four intervals up to max.
static double tick_step(double max) {
  if (max <= 0) return 1;
  double raw = max / 4, mag = pow(10, floor(log10(raw)));
  double f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
}

static double group_max(const table *t, int g) {
  double m = 0;
  for (int s = 0; s < t->series_count; s++)
    if (t->cells[g][s].present) m = fmax(m, fmax(t->cells[g][s].value, t->cells[g][s].hi));
  return m;
}

static int panel_width(const table *t) {
  return AXIS_W + t->series_count * (BAR_W + BAR_GAP) + PANEL_PAD;
}

static void draw_axis(FILE *o, double x0, double y0, double top, double step, int width) {
  char label[32];
  for (double v = 0; v <= top * 1.0001; v += step) {
    double y = y0 - v / top * PLOT_H;
    format_value(v, label, sizeof label);
    fprintf(o, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", x0, y,
            x0 + width, y);
    fprintf(
        o,
        "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\" text-anchor=\"end\" fill=\"#555\">%s</text>\n",
        x0 - 4, y + 3, label);
  }
  fprintf(o, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#333\"/>\n", x0, y0,
          x0 + width, y0);
}

static void draw_bar(FILE *o, const cell *c, int series, double x, double y0, double top) {
  char label[32];
  double h = c->value / top * PLOT_H;
  fprintf(o, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" fill=\"%s\"/>\n", x, y0 - h,
          BAR_W, h, palette[series]);
  if (c->hi > c->lo) {
    double cx = x + BAR_W / 2.0, ylo = y0 - c->lo / top * PLOT_H, yhi = y0 - c->hi / top * PLOT_H;
    fprintf(o,
            "<path d=\"M%.1f %.1fV%.1fM%.1f %.1fh8M%.1f %.1fh8\" stroke=\"#222\" fill=\"none\"/>\n",
            cx, ylo, yhi, cx - 4, ylo, cx - 4, yhi);
  }
  format_value(c->value, label, sizeof label);
  double ytext = y0 - fmax(h, c->hi / top * PLOT_H) - 3;
  fprintf(o, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\" text-anchor=\"middle\">%s</text>\n",
          x + BAR_W / 2.0, ytext, label);
}

// One group: its title, a y axis scaled to its own largest value, its bars.
static void draw_panel(FILE *o, const table *t, int g, double px, double py) {
  double step = tick_step(group_max(t, g));
  double top = fmax(step, ceil(group_max(t, g) * 1.12 / step) * step);
  double x0 = px + AXIS_W, y0 = py + PANEL_H - 28;
  int width = t->series_count * (BAR_W + BAR_GAP);
  fprintf(
      o,
      "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" font-weight=\"bold\" text-anchor=\"middle\">",
      x0 + width / 2.0, py + PANEL_H - 10);
  put_text(o, t->group[g]);
  fputs("</text>\n", o);
  draw_axis(o, x0, y0, top, step, width);
  for (int s = 0; s < t->series_count; s++)
    if (t->cells[g][s].present)
      draw_bar(o, &t->cells[g][s], s, x0 + BAR_GAP / 2.0 + s * (BAR_W + BAR_GAP), y0, top);
}

static void draw_head(FILE *o, const table *t, const char *title, const char *note) {
  fprintf(o, "<text x=\"%d\" y=\"20\" font-size=\"14\" font-weight=\"bold\">", MARGIN);
  put_text(o, title);
  fputs("</text>\n", o);
  if (note) {
    fprintf(o, "<text x=\"%d\" y=\"36\" font-size=\"10\" fill=\"#555\">", MARGIN);
    put_text(o, note);
    fputs("</text>\n", o);
  }
  double x = MARGIN;
  for (int s = 0; s < t->series_count; s++) {
    fprintf(o, "<rect x=\"%.1f\" y=\"46\" width=\"10\" height=\"10\" fill=\"%s\"/>\n", x,
            palette[s]);
    fprintf(o, "<text x=\"%.1f\" y=\"55\" font-size=\"10\">", x + 14);
    put_text(o, t->series[s]);
    fputs("</text>\n", o);
    x += 24 + 6.0 * (double)strlen(t->series[s]);
  }
}

static void write_svg(FILE *o, const table *t, const char *title, const char *note) {
  int cols = t->group_count < PANELS_PER_ROW ? t->group_count : PANELS_PER_ROW;
  int rows = (t->group_count + PANELS_PER_ROW - 1) / PANELS_PER_ROW;
  int width = 2 * MARGIN + cols * panel_width(t), height = HEAD_H + rows * PANEL_H + MARGIN;
  int text = 2 * MARGIN + (int)(5.5 * (double)(note ? strlen(note) : 0)); // 10px sans-serif
  if (width < text) width = text;
  if (width < 480) width = 480;
  fprintf(o,
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
          "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n",
          width, height, width, height);
  fprintf(o, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", width, height);
  draw_head(o, t, title, note);
  for (int g = 0; g < t->group_count; g++)
    draw_panel(o, t, g, MARGIN + (g % PANELS_PER_ROW) * panel_width(t),
               HEAD_H + (g / PANELS_PER_ROW) * PANEL_H);
  fputs("</svg>\n", o);
}

int main(int argc, char **argv) {
  tool_init("facet-chart");
  int std_rc = tool_standard_flags(argc, argv, usage_text);
  if (std_rc >= 0) return std_rc;
  const char *title = "", *note = NULL, *in = NULL, *out = NULL;
  for (int i = 1; i < argc; i++) {
    if (!strncmp(argv[i], "--title=", 8)) title = argv[i] + 8;
    else if (!strncmp(argv[i], "--note=", 7)) note = argv[i] + 7;
    else if (!strcmp(argv[i], "-o") && i + 1 < argc) out = argv[++i];
    else if ((argv[i][0] != '-' || !strcmp(argv[i], "-")) && !in) in = argv[i];
    else return usage();
  }
  if (!in || !out) return usage();
  static table t;
  FILE *f = strcmp(in, "-") ? fopen(in, "r") : stdin;
  if (!f) return tool_error("cannot read '%s'", in), 1;
  bool ok = read_table(f, &t);
  if (f != stdin) fclose(f);
  if (!ok) return tool_error("'%s': no header or no rows", in), 1;
  FILE *o = tool_open_output(out);
  if (!o) return tool_error("cannot write '%s'", out);
  write_svg(o, &t, title, note);
  if (!tool_close_output(o)) return tool_error("cannot write '%s'", out);
  return 0;
}
