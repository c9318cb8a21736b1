// Unit tests of facts <umin, umax, udiv> and their saturating arithmetic.
#include "base/base.h"
#include "check.h"

static const char *str(fact f) {
  static char buf[4][128];
  static int i;
  strbuf sb = {0};
  fact_print(&sb, f);
  char *out = buf[i++ % 4];
  snprintf(out, 128, "%s", sb_cstr(&sb));
  sb_free(&sb);
  return out;
}

static void test_print(void) {
  CHECK_EQ_STR("<>", str(fact_any()));
  CHECK_EQ_STR("<umin = 128, umax = 262080, udiv = 64>", str(fact_range(128, 262080, 64)));
  CHECK_EQ_STR("<umin = 2, umax = 4095>", str(fact_range(2, 4095, 1)));
  CHECK_EQ_STR("<udiv = 8>", str(fact_range(0, FACT_UNBOUNDED, 8)));
}

static void test_seed_rows(void) {
  fact s1 = fact_range(2, 4095, 1);
  CHECK_EQ_STR("<umin = 128, umax = 262080, udiv = 64>", str(fact_mul(fact_point(64), s1)));
  CHECK_EQ_STR("<umin = 512, umax = 1048320, udiv = 256>", str(fact_mul(s1, fact_point(256))));
  // the union IREE computes erases the difference: min umin, max umax, gcd udiv
  fact u = fact_union(fact_mul(fact_point(64), s1), fact_mul(fact_point(256), s1));
  CHECK_EQ_STR("<umin = 128, umax = 1048320, udiv = 64>", str(u));
}

static void test_saturation(void) {
  fact big = fact_range(0, 9223372036854775806ull, 1); // max_val of real exports
  fact m = fact_mul(big, fact_point(32));
  CHECK(m.umax == FACT_UNBOUNDED);
  CHECK_EQ_INT(32, m.udiv);
  CHECK(sat_add(FACT_UNBOUNDED, 1) == FACT_UNBOUNDED);
  CHECK(sat_mul(1ull << 40, 1ull << 40) == FACT_UNBOUNDED);
  CHECK(fact_add(big, big).umax == 18446744073709551612ull);
  CHECK(lcm_sat(1ull << 63, 3) == FACT_UNBOUNDED);
}

static void test_relations(void) {
  fact a = fact_range(128, 262080, 64), b = fact_range(512, 1048320, 256);
  CHECK(fact_contains(a, 128));
  CHECK(!fact_contains(a, 100));
  CHECK(!fact_contains(a, 262144));
  CHECK(fact_implies(b, fact_range(0, FACT_UNBOUNDED, 64)));
  CHECK(!fact_implies(a, fact_range(0, FACT_UNBOUNDED, 256)));
  CHECK(fact_implies(fact_point(256), b) == false); // 256 < umin 512
  CHECK(fact_implies(fact_point(512), b));
  CHECK(fact_intersects(a, b));
  CHECK(!fact_intersects(fact_range(0, 10, 16), fact_range(1, 100, 1))); // {0} vs [1, 100]
  CHECK(!fact_intersects(fact_range(1, 15, 16), fact_range(0, 100, 1)));
  CHECK(fact_is_empty(fact_range(5, 7, 8)));
  CHECK(fact_eq(fact_range(3, 100, 4), fact_range(4, 100, 4)));
}

static void test_division(void) {
  fact a = fact_range(64, 1024, 64);
  CHECK_EQ_STR("<umin = 2, umax = 32, udiv = 2>", str(fact_floordiv(a, 32)));
  CHECK_EQ_STR("<umin = 1, umax = 11>", str(fact_ceildiv(fact_range(1, 101, 1), 10)));
  CHECK_EQ_STR("<umax = 0>", str(fact_mod(a, 32)));
  CHECK_EQ_STR("<umax = 30, udiv = 2>", str(fact_mod(fact_range(0, 1000, 2), 32)));
  CHECK_EQ_STR("<umin = 3, umax = 5>", str(fact_mod(fact_range(3, 5, 1), 32)));
}

int main(void) {
  test_print();
  test_seed_rows();
  test_saturation();
  test_relations();
  test_division();
  return CHECK_DONE();
}
