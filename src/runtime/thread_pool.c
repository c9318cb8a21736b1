// thread_pool.c: runs the workgroups of one dispatch on N threads.
//
// N-1 workers are created once per runtime; the thread that calls
// rt_pool_run is worker N-1 and works too. A dispatch publishes its job
// under the pool mutex and bumps a generation counter; workers sleep on a
// condition variable between dispatches (no busy-waiting when idle), take
// workgroup indices from an atomic counter, and report completion under
// the mutex, which is the barrier that makes every kernel write visible to
// the caller. Nothing is allocated per dispatch. Dispatches from several
// calling threads are serialized by dispatch_lock.
//
// fork(): only the forking thread exists in the child, so a pool's workers
// are gone there and a dispatch would wait for them forever. Every live
// pool is registered; pthread_atfork handlers take each pool's locks
// before the fork (so that no dispatch is half-way through and no lock is
// held by a thread that will not exist), release them in the parent, and
// in the child reset them and mark the pool for respawn: the child's first
// dispatch starts its workers again. If that fails (no threads left), the
// child's dispatches run on the calling thread alone.
#include "runtime_internal.h"

#include <string.h>

struct rt_pool {
  facet_allocator_t allocator;
  uint32_t worker_count; // threads besides the caller
  uint32_t live;         // workers running (worker_count, or fewer after a failed respawn)
  pthread_t *threads;
  void **scratch; // worker_count + 1 buffers (the caller's last)
  uint64_t scratch_bytes;
  bool respawn; // in a child after fork: start the workers before the next dispatch
  rt_pool *next_pool, **prev_next; // the registry of live pools

  pthread_mutex_t dispatch_lock; // one dispatch (and scratch resize) at a time
  pthread_mutex_t mu;            // guards the fields below
  pthread_cond_t wake, done;
  uint64_t generation; // bumped per dispatch
  bool stop;
  uint32_t participants; // workers 0..participants-1 take part in this dispatch
  uint32_t active;       // participants not finished yet

  // The current job: written before the generation bump, read after it.
  facet_dispatch_state_t *state;
  facet_workgroup_fn_t fn;
  uint32_t count[3];
  uint64_t total;
  atomic_uint_fast64_t next; // next workgroup index to take
};

typedef struct rt_worker_arg {
  rt_pool *pool;
  uint32_t index;
} rt_worker_arg;

//
// The registry of pools, for the fork handlers.
//
static pthread_mutex_t rt_pools_lock = PTHREAD_MUTEX_INITIALIZER;
static rt_pool *rt_pools;
static pthread_once_t rt_pools_once = PTHREAD_ONCE_INIT;

static void rt_fork_prepare(void) {
  pthread_mutex_lock(&rt_pools_lock);
  for (rt_pool *p = rt_pools; p; p = p->next_pool) {
    pthread_mutex_lock(&p->dispatch_lock); // waits for a dispatch in flight
    pthread_mutex_lock(&p->mu);
  }
}

static void rt_fork_parent(void) {
  for (rt_pool *p = rt_pools; p; p = p->next_pool) {
    pthread_mutex_unlock(&p->mu);
    pthread_mutex_unlock(&p->dispatch_lock);
  }
  pthread_mutex_unlock(&rt_pools_lock);
}

// In the child: fresh locks and condition variables (the old ones may
// count waiters that do not exist here), and workers to start again.
static void rt_fork_child(void) {
  for (rt_pool *p = rt_pools; p; p = p->next_pool) {
    pthread_mutex_init(&p->dispatch_lock, NULL);
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->wake, NULL);
    pthread_cond_init(&p->done, NULL);
    p->live = 0;
    p->respawn = p->worker_count > 0;
  }
  pthread_mutex_init(&rt_pools_lock, NULL);
}

static void rt_pools_init(void) { pthread_atfork(rt_fork_prepare, rt_fork_parent, rt_fork_child); }

static void rt_pool_register(rt_pool *p) {
  pthread_once(&rt_pools_once, rt_pools_init);
  pthread_mutex_lock(&rt_pools_lock);
  p->next_pool = rt_pools;
  if (rt_pools) rt_pools->prev_next = &p->next_pool;
  p->prev_next = &rt_pools;
  rt_pools = p;
  pthread_mutex_unlock(&rt_pools_lock);
}

static void rt_pool_unregister(rt_pool *p) {
  pthread_mutex_lock(&rt_pools_lock);
  *p->prev_next = p->next_pool;
  if (p->next_pool) p->next_pool->prev_next = p->prev_next;
  pthread_mutex_unlock(&rt_pools_lock);
}

//
// Workers
//

// Takes workgroups until none are left; x varies fastest.
static void rt_pool_work(rt_pool *p, uint32_t worker) {
  void *scratch = p->scratch[worker];
  uint64_t cx = p->count[0], cxy = cx * p->count[1];
  for (;;) {
    uint64_t i = atomic_fetch_add_explicit(&p->next, 1, memory_order_relaxed);
    if (i >= p->total) break;
    uint32_t z = (uint32_t)(i / cxy), y = (uint32_t)(i % cxy / cx), x = (uint32_t)(i % cx);
    p->fn(p->state, x, y, z, scratch);
  }
}

static void *rt_worker_main(void *arg) {
  rt_pool *p = ((rt_worker_arg *)arg)->pool;
  uint32_t index = ((rt_worker_arg *)arg)->index;
  // Generation 0 is the pool's (re)start: a worker that starts late still
  // sees the dispatches published before it first took the mutex.
  uint64_t seen = 0;
  pthread_mutex_lock(&p->mu);
  for (;;) {
    while (p->generation == seen && !p->stop)
      pthread_cond_wait(&p->wake, &p->mu);
    if (p->stop) break;
    seen = p->generation;
    if (index >= p->participants) continue; // a small dispatch: not needed
    pthread_mutex_unlock(&p->mu);
    rt_pool_work(p, index);
    pthread_mutex_lock(&p->mu);
    if (--p->active == 0) pthread_cond_signal(&p->done);
  }
  pthread_mutex_unlock(&p->mu);
  return NULL;
}

static void rt_pool_stop(rt_pool *p, uint32_t started) {
  pthread_mutex_lock(&p->mu);
  p->stop = true;
  pthread_cond_broadcast(&p->wake);
  pthread_mutex_unlock(&p->mu);
  for (uint32_t i = 0; i < started; i++)
    pthread_join(p->threads[i], NULL);
}

// Starts workers live..worker_count-1; returns the error of the first
// that cannot be created (p->live counts those that run).
static int rt_pool_start(rt_pool *p) {
  rt_worker_arg *args = (rt_worker_arg *)(p->threads + p->worker_count);
  for (uint32_t i = p->live; i < p->worker_count; i++) {
    args[i] = (rt_worker_arg){p, i};
    int rc = pthread_create(&p->threads[i], NULL, rt_worker_main, &args[i]);
    if (rc != 0) return rc;
    p->live = i + 1;
  }
  return 0;
}

// Frees the scratch buffers, the synchronization objects and the block.
static void rt_pool_free(rt_pool *p) {
  facet_allocator_t a = p->allocator;
  for (uint32_t i = 0; i <= p->worker_count; i++)
    rt_free(&a, p->scratch[i]);
  pthread_mutex_destroy(&p->dispatch_lock);
  pthread_mutex_destroy(&p->mu);
  pthread_cond_destroy(&p->wake);
  pthread_cond_destroy(&p->done);
  rt_free(&a, p);
}

facet_status_t rt_pool_create(const facet_allocator_t *a, uint32_t thread_count, rt_pool **out) {
  if (thread_count == 0) thread_count = 1;
  uint32_t workers = thread_count - 1;
  // One block: pool, thread ids, worker arguments, scratch pointers.
  size_t size = sizeof(rt_pool) + workers * (sizeof(pthread_t) + sizeof(rt_worker_arg)) +
                thread_count * sizeof(void *);
  rt_pool *p = rt_alloc(a, size, 64);
  if (!p) return rt_status_oom("a thread pool of %u threads", thread_count);
  memset(p, 0, size);
  p->allocator = *a;
  p->worker_count = workers;
  p->threads = (pthread_t *)(p + 1);
  rt_worker_arg *args = (rt_worker_arg *)(p->threads + workers);
  p->scratch = (void **)(args + workers);
  pthread_mutex_init(&p->dispatch_lock, NULL);
  pthread_mutex_init(&p->mu, NULL);
  pthread_cond_init(&p->wake, NULL);
  pthread_cond_init(&p->done, NULL);
  atomic_init(&p->next, 0);
  int rc = rt_pool_start(p);
  if (rc != 0) {
    uint32_t started = p->live;
    rt_pool_stop(p, started);
    rt_pool_free(p);
    return rt_status(FACET_STATUS_UNAVAILABLE, "cannot create worker thread %u of %u: %s",
                     started + 1, workers, strerror(rc));
  }
  rt_pool_register(p);
  *out = p;
  return NULL;
}

void rt_pool_destroy(rt_pool *p) {
  if (!p) return;
  rt_pool_unregister(p);
  rt_pool_stop(p, p->live);
  rt_pool_free(p);
}

uint32_t rt_pool_thread_count(const rt_pool *p) { return p->worker_count + 1; }

facet_status_t rt_pool_reserve_scratch(rt_pool *p, uint64_t bytes) {
  if (bytes > SIZE_MAX / 2)
    return rt_status(FACET_STATUS_RESOURCE_EXHAUSTED, "scratch of %llu bytes per worker",
                     (unsigned long long)bytes);
  facet_status_t status = NULL;
  pthread_mutex_lock(&p->dispatch_lock); // no dispatch uses the buffers meanwhile
  if (bytes > p->scratch_bytes) {
    size_t size = ((size_t)bytes + 63) & ~(size_t)63;
    for (uint32_t i = 0; i <= p->worker_count && !status; i++) {
      void *s = rt_alloc(&p->allocator, size, 64);
      if (!s) {
        status = rt_status_oom("kernel scratch of %zu bytes for thread %u", size, i);
        break;
      }
      memset(s, 0, size);
      rt_free(&p->allocator, p->scratch[i]);
      p->scratch[i] = s;
    }
    // Record the new size only when every buffer has it.
    if (!status) p->scratch_bytes = size;
  }
  pthread_mutex_unlock(&p->dispatch_lock);
  return status;
}

// In a child after fork: the job state of the parent's last dispatch is
// done with; workers start from generation 0 again.
static void rt_pool_respawn(rt_pool *p) {
  p->respawn = false;
  p->generation = 0;
  p->stop = false;
  p->participants = p->active = 0;
  rt_pool_start(p); // on failure fewer workers (maybe none) help: still correct
}

void rt_pool_run(rt_pool *p, facet_dispatch_state_t *state, facet_workgroup_fn_t fn,
                 const uint32_t count[3]) {
  uint64_t total = (uint64_t)count[0] * count[1] * count[2]; // caller checked overflow
  if (total == 0) return;
  pthread_mutex_lock(&p->dispatch_lock);
  if (p->respawn) rt_pool_respawn(p);
  state->worker_count = p->worker_count + 1;
  p->state = state;
  p->fn = fn;
  memcpy(p->count, count, sizeof p->count);
  p->total = total;
  atomic_store_explicit(&p->next, 0, memory_order_relaxed);
  // Wake only as many workers as there are workgroups beyond the caller's.
  uint32_t helpers = total - 1 < p->live ? (uint32_t)(total - 1) : p->live;
  if (helpers) {
    pthread_mutex_lock(&p->mu);
    p->participants = helpers;
    p->active = helpers;
    p->generation++;
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->mu);
  }
  rt_pool_work(p, p->worker_count);
  if (helpers) {
    pthread_mutex_lock(&p->mu);
    while (p->active)
      pthread_cond_wait(&p->done, &p->mu);
    pthread_mutex_unlock(&p->mu);
  }
  pthread_mutex_unlock(&p->dispatch_lock);
}
