// hashmap.c: byte-string keys to pointers; open addressing, linear probing.
// Memory comes from the map's mem_allocator (base.h): with a custom one, a
// failed allocation makes hashmap_put return false and leaves the map as
// it was.
#include "base.h"

#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

uint64_t hash_bytes(const void *p, size_t n) { return XXH64(p, n, 0); }

static hashmap_entry *find_slot(const hashmap *m, const void *key, size_t keylen, uint64_t h) {
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

static bool grow(hashmap *m) {
  hashmap old = *m;
  size_t cap = old.cap ? old.cap * 2 : 16;
  if (cap > SIZE_MAX / sizeof(hashmap_entry)) return false;
  hashmap_entry *slots = mem_alloc(&m->allocator, cap * sizeof(hashmap_entry), 16);
  if (!slots) return false;
  memset(slots, 0, cap * sizeof(hashmap_entry));
  m->slots = slots;
  m->cap = cap;
  for (size_t i = 0; i < old.cap; i++)
    if (old.slots[i].key)
      *find_slot(m, old.slots[i].key, old.slots[i].keylen, old.slots[i].hash) = old.slots[i];
  mem_free(&m->allocator, old.slots);
  return true;
}

bool hashmap_put(hashmap *m, const void *key, size_t keylen, void *value) {
  uint64_t h = hash_bytes(key, keylen);
  hashmap_entry *e = m->cap ? find_slot(m, key, keylen, h) : NULL;
  if (e && e->key) {
    e->value = value;
    return true;
  }
  // A new key: its copy first, so that a failure leaves the map unchanged.
  char *copy = keylen < SIZE_MAX ? mem_alloc(&m->allocator, keylen + 1, 16) : NULL;
  if (!copy) return false;
  if ((m->len + 1) * 4 > m->cap * 3) {
    if (!grow(m)) {
      mem_free(&m->allocator, copy);
      return false;
    }
  }
  e = find_slot(m, key, keylen, h);
  memcpy(copy, key, keylen);
  copy[keylen] = 0;
  *e = (hashmap_entry){copy, keylen, h, value};
  m->len++;
  return true;
}

bool hashmap_put_str(hashmap *m, const char *key, void *value) {
  return hashmap_put(m, key, strlen(key), value);
}

void hashmap_free(hashmap *m) {
  for (size_t i = 0; i < m->cap; i++) mem_free(&m->allocator, m->slots[i].key);
  mem_free(&m->allocator, m->slots);
  m->slots = NULL;
  m->cap = m->len = 0;
}
