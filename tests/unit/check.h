// check.h: the assertion macros of facet's C unit tests (chibicc style).
#ifndef FACET_TEST_CHECK_H
#define FACET_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                     \
      check_failures++;                                                                            \
    }                                                                                              \
  } while (0)

#define CHECK_EQ_INT(want, got)                                                                    \
  do {                                                                                             \
    long long w_ = (long long)(want), g_ = (long long)(got);                                       \
    if (w_ != g_) {                                                                                \
      fprintf(stderr, "%s:%d: %s: expected %lld, got %lld\n", __FILE__, __LINE__, #got, w_, g_);   \
      check_failures++;                                                                            \
    }                                                                                              \
  } while (0)

#define CHECK_EQ_STR(want, got)                                                                    \
  do {                                                                                             \
    const char *w_ = (want), *g_ = (got);                                                          \
    if (strcmp(w_, g_) != 0) {                                                                     \
      fprintf(stderr, "%s:%d: %s:\n  expected: %s\n  got:      %s\n", __FILE__, __LINE__, #got,    \
              w_, g_);                                                                             \
      check_failures++;                                                                            \
    }                                                                                              \
  } while (0)

#define CHECK_CONTAINS(haystack, needle)                                                           \
  do {                                                                                             \
    if (!strstr((haystack), (needle))) {                                                           \
      fprintf(stderr, "%s:%d: expected \"%s\" in \"%s\"\n", __FILE__, __LINE__, (needle),          \
              (haystack));                                                                         \
      check_failures++;                                                                            \
    }                                                                                              \
  } while (0)

#define CHECK_DONE()                                                                               \
  (check_failures ? (fprintf(stderr, "%d check(s) failed\n", check_failures), 1) : 0)

#endif
