// hashmap.c: byte-string keys to pointers; open addressing, linear probing.
#include "base.h"

#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

uint64_t hash_bytes(const void *p, size_t n) { return XXH64(p, n, 0); }

static hashmap_entry *find_slot(const hashmap *m, const void *key, size_t keylen,
                                uint64_t h) {
  for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
    hashmap_entry *e = &m->slots[i];
    if (!e->key) return e;
    if (e->hash == h && e->keylen == keylen && memcmp(e->key, key, keylen) == 0) return e;
  }
}

void *hashmap_get(const hashmap *m, const void *key, size_t keylen) {
  if (!m->cap) return NULL;
  hashmap_entry *e = find_slot(m, key, keylen, hash_bytes(key, keylen));
  return e->key ? e->value : NULL;
}

void *hashmap_get_str(const hashmap *m, const char *key) {
  return hashmap_get(m, key, strlen(key));
}

static void grow(hashmap *m) {
  hashmap old = *m;
  m->cap = old.cap ? old.cap * 2 : 16;
  m->slots = xcalloc(m->cap, sizeof(hashmap_entry));
  for (size_t i = 0; i < old.cap; i++)
    if (old.slots[i].key) *find_slot(m, old.slots[i].key, old.slots[i].keylen, old.slots[i].hash) = old.slots[i];
  free(old.slots);
}

void hashmap_put(hashmap *m, const void *key, size_t keylen, void *value) {
  if ((m->len + 1) * 4 > m->cap * 3) grow(m);
  uint64_t h = hash_bytes(key, keylen);
  hashmap_entry *e = find_slot(m, key, keylen, h);
  if (!e->key) {
    e->key = xmalloc(keylen + 1);
    memcpy(e->key, key, keylen);
    e->key[keylen] = 0;
    e->keylen = keylen;
    e->hash = h;
    m->len++;
  }
  e->value = value;
}

void hashmap_put_str(hashmap *m, const char *key, void *value) {
  hashmap_put(m, key, strlen(key), value);
}

void hashmap_free(hashmap *m) {
  for (size_t i = 0; i < m->cap; i++) free(m->slots[i].key);
  free(m->slots);
  m->slots = NULL;
  m->cap = m->len = 0;
}
