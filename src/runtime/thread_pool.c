// thread_pool.c: runs the workgroups of one dispatch on N threads.
//
// N-1 workers are created once per runtime; the thread that calls
// rt_pool_run is worker N-1 and works too. A dispatch publishes its job
// under the pool mutex and bumps a generation counter; workers take
// workgroup indices from an atomic counter. Nothing is allocated per
// dispatch. Dispatches from several calling threads are serialized by
// dispatch_lock.
//
// Small dispatches must not pay for threads they cannot use (a decode step
// is ~30 dispatches of a few microseconds each; waking a parked worker
// through the kernel costs about as much as the work, and so do a few
// mutex hand-offs between cores). So the hot path takes no lock:
// - a worker that finishes a dispatch spins on `generation` (a pause per
//   poll) for up to RT_POOL_SPIN_NS before it parks on `wake`; the caller
//   takes the mutex to signal only when a worker is parked;
// - `ctl` holds an OPEN bit and the number of workers inside the job. A
//   worker joins by incrementing it while OPEN is set (a CAS, acquire: the
//   job fields written before the caller's release store of OPEN are
//   visible); the caller clears OPEN when its own loop finds no workgroup
//   left and then waits only for the workers inside (each finishes the one
//   workgroup it holds), never for one that has not woken or been
//   scheduled yet: that one would find nothing to do anyway;
// - a worker leaves with a release decrement, the caller waits for zero
//   with acquire loads (spinning, then parked on `done`): every kernel
//   write happens before rt_pool_run returns, and no worker reads the job
//   fields after that, so the next dispatch may rewrite them. A worker
//   that saw generation g but joins after the caller published g + 1
//   simply works on g + 1: joining, not the generation, grants the job.
// Parking uses the sequentially consistent pair sleepers / generation (and
// caller_parked / ctl): either the parking side sees the change, or the
// other side sees it parking and signals under the mutex.
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

#include <sched.h>
#include <string.h>
#include <time.h>

// How long an idle worker (or the caller waiting for workers) polls before
// it parks: longer than the host-side gap between two dispatches of a call
// (well under a microsecond to a few), short enough that an idle runtime
// stops burning a core within 0.1 ms of its last dispatch.
#define RT_POOL_SPIN_NS 100000
// After this long a spinning thread also yields its core at every clock
// check: on an oversubscribed machine the thread it waits for (a caller or
// a worker holding a workgroup) may be the one waiting for a core. The
// gaps between the dispatches of a call stay under it.
#define RT_POOL_YIELD_NS 10000
#define RT_POOL_OPEN 0x80000000u

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
  pthread_mutex_t mu;            // for parking on wake and done
  pthread_cond_t wake, done;
  atomic_uint_fast64_t generation; // bumped per dispatch and on stop
  atomic_bool stop;
  atomic_uint sleepers;      // workers parked (or parking) on `wake`
  atomic_bool caller_parked; // the caller is parked (or parking) on `done`
  atomic_uint ctl;           // RT_POOL_OPEN | workers inside the job

  // The current job: written while ctl is 0, read by workers inside it.
  uint32_t participants; // workers 0..participants-1 take part
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

// A pause between polls: the spinning core yields its pipeline to the
// other hyperthread and does not flood the cache line with loads.
static inline void rt_cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}

// One poll of a spin that started at *start (0: not yet): pauses, and every
// 64th poll reads the clock, yields past RT_POOL_YIELD_NS and says stop
// (false) past RT_POOL_SPIN_NS.
static bool rt_spin_poll(uint32_t i, uint64_t *start) {
  rt_cpu_relax();
  if (i % 64) return true;
  uint64_t t = rt_now_ns();
  if (!*start) *start = t;
  if (t - *start > RT_POOL_SPIN_NS) return false;
  if (t - *start > RT_POOL_YIELD_NS) sched_yield();
  return true;
}

// Polls *v until it differs from `old` or the spin ends; returns whether it
// changed.
static bool rt_spin_while_equal(atomic_uint_fast64_t *v, uint64_t old) {
  uint64_t start = 0;
  for (uint32_t i = 1;; i++) {
    if (atomic_load_explicit(v, memory_order_relaxed) != old) return true;
    if (!rt_spin_poll(i, &start)) return false;
  }
}

// Parks until the generation moves past `seen` (or the pool stops).
static void rt_worker_park(rt_pool *p, uint64_t seen) {
  pthread_mutex_lock(&p->mu);
  atomic_fetch_add(&p->sleepers, 1);
  while (atomic_load(&p->generation) == seen && !atomic_load(&p->stop))
    pthread_cond_wait(&p->wake, &p->mu);
  atomic_fetch_sub(&p->sleepers, 1);
  pthread_mutex_unlock(&p->mu);
}

// Joins the open job, if any, and runs workgroups until none are left.
static void rt_worker_join(rt_pool *p, uint32_t index) {
  unsigned c = atomic_load_explicit(&p->ctl, memory_order_relaxed);
  do {
    if (!(c & RT_POOL_OPEN)) return; // closed: the caller ran out of work
  } while (!atomic_compare_exchange_weak_explicit(&p->ctl, &c, c + 1, memory_order_acquire,
                                                  memory_order_relaxed));
  if (index < p->participants) rt_pool_work(p, index);
  // Leaving: this worker's writes before the caller's acquire load of zero.
  if (atomic_fetch_sub(&p->ctl, 1) == 1 && atomic_load(&p->caller_parked)) {
    pthread_mutex_lock(&p->mu);
    pthread_cond_signal(&p->done);
    pthread_mutex_unlock(&p->mu);
  }
}

static void *rt_worker_main(void *arg) {
  rt_pool *p = ((rt_worker_arg *)arg)->pool;
  uint32_t index = ((rt_worker_arg *)arg)->index;
  // Generation 0 is the pool's (re)start: a worker that starts late still
  // joins a dispatch that is open when it first looks.
  uint64_t seen = 0;
  for (;;) {
    rt_worker_join(p, index);
    if (!rt_spin_while_equal(&p->generation, seen)) rt_worker_park(p, seen);
    if (atomic_load(&p->stop)) break;
    seen = atomic_load(&p->generation);
  }
  return NULL;
}

static void rt_pool_stop(rt_pool *p, uint32_t started) {
  pthread_mutex_lock(&p->mu);
  atomic_store(&p->stop, true);
  atomic_fetch_add(&p->generation, 1); // ends the spinning
  pthread_cond_broadcast(&p->wake);
  pthread_mutex_unlock(&p->mu);
  for (uint32_t i = 0; i < started; i++) pthread_join(p->threads[i], NULL);
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
  for (uint32_t i = 0; i <= p->worker_count; i++) rt_free(&a, p->scratch[i]);
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
  if (!p) return status_oom("a thread pool of %u threads", thread_count);
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
  atomic_init(&p->generation, 0);
  atomic_init(&p->stop, false);
  atomic_init(&p->sleepers, 0);
  atomic_init(&p->caller_parked, false);
  atomic_init(&p->ctl, 0);
  int rc = rt_pool_start(p);
  if (rc != 0) {
    uint32_t started = p->live;
    rt_pool_stop(p, started);
    rt_pool_free(p);
    return status_new(FACET_STATUS_UNAVAILABLE, "cannot create worker thread %u of %u: %s",
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
    return status_new(FACET_STATUS_RESOURCE_EXHAUSTED, "scratch of %llu bytes per worker",
                      (unsigned long long)bytes);
  facet_status_t status = NULL;
  pthread_mutex_lock(&p->dispatch_lock); // no dispatch uses the buffers meanwhile
  if (bytes > p->scratch_bytes) {
    size_t size = ((size_t)bytes + 63) & ~(size_t)63;
    for (uint32_t i = 0; i <= p->worker_count && !status; i++) {
      void *s = rt_alloc(&p->allocator, size, 64);
      if (!s) {
        status = status_oom("kernel scratch of %zu bytes for thread %u", size, i);
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
  atomic_store(&p->generation, 0);
  atomic_store(&p->stop, false);
  atomic_store(&p->sleepers, 0);
  atomic_store(&p->caller_parked, false);
  atomic_store(&p->ctl, 0);
  p->participants = 0;
  rt_pool_start(p); // on failure fewer workers (maybe none) help: still correct
}

// Closes the current dispatch and waits for the workers inside it:
// spinning first, parked on `done` if they take longer.
static void rt_pool_finish(rt_pool *p) {
  // From here on no worker joins; acquire: the writes of those that left.
  unsigned inside = atomic_fetch_and(&p->ctl, ~RT_POOL_OPEN) & ~RT_POOL_OPEN;
  uint64_t start = 0;
  for (uint32_t i = 1; inside && rt_spin_poll(i, &start); i++)
    inside = atomic_load_explicit(&p->ctl, memory_order_acquire);
  if (!inside) return;
  pthread_mutex_lock(&p->mu);
  atomic_store(&p->caller_parked, true);
  while (atomic_load(&p->ctl)) pthread_cond_wait(&p->done, &p->mu);
  atomic_store(&p->caller_parked, false);
  pthread_mutex_unlock(&p->mu);
}

void rt_pool_run(rt_pool *p, facet_dispatch_state_t *state, facet_workgroup_fn_t fn,
                 const uint32_t count[3]) {
  uint64_t total = (uint64_t)count[0] * count[1] * count[2]; // caller checked overflow
  if (total == 0) return;
  pthread_mutex_lock(&p->dispatch_lock);
  if (p->respawn) rt_pool_respawn(p);
  state->worker_count = p->worker_count + 1;
  // Offer the job only to as many workers as there are workgroups beyond
  // the caller's.
  uint32_t helpers = total - 1 < p->live ? (uint32_t)(total - 1) : p->live;
  p->participants = helpers;
  p->state = state;
  p->fn = fn;
  memcpy(p->count, count, sizeof p->count);
  p->total = total;
  atomic_store_explicit(&p->next, 0, memory_order_relaxed);
  if (helpers) {
    atomic_store_explicit(&p->ctl, RT_POOL_OPEN, memory_order_release); // publishes the job
    atomic_fetch_add(&p->generation, 1);
    if (atomic_load(&p->sleepers)) { // a parked worker costs a system call to wake
      pthread_mutex_lock(&p->mu);
      pthread_cond_broadcast(&p->wake);
      pthread_mutex_unlock(&p->mu);
    }
  }
  rt_pool_work(p, p->worker_count);
  if (helpers) rt_pool_finish(p);
  pthread_mutex_unlock(&p->dispatch_lock);
}
