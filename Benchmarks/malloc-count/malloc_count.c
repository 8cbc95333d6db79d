// A malloc-counting shim for haptickit-benchmark (Linux, glibc).
//
// Loaded with LD_PRELOAD by Benchmarks/benchmark.sh. It replaces the allocation entry points,
// counts each call, and forwards to glibc's own allocator (the exported __libc_* functions,
// so no dlsym is needed inside malloc itself). The benchmark finds the counters with dlsym:
// when this library is not loaded, it reports "not measured" instead of a number.
//
// Counted: malloc, calloc, realloc, memalign, posix_memalign, aligned_alloc, valloc, pvalloc
// (operator new and the Swift runtime's swift_slowAlloc end up in one of these). free is not
// counted. Two counters: one for the whole process and one for the calling thread.
//
// Build: gcc -O2 -shared -fPIC -o libmalloc_count.so malloc_count.c -ldl

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t process_count;
static __thread uint64_t thread_count __attribute__((tls_model("initial-exec")));

static inline void count_one(void) {
    __atomic_fetch_add(&process_count, 1, __ATOMIC_RELAXED);
    thread_count += 1;
}

// Read by the benchmark through dlsym.
uint64_t haptickit_malloc_count_process(void) { return __atomic_load_n(&process_count, __ATOMIC_RELAXED); }
uint64_t haptickit_malloc_count_thread(void) { return thread_count; }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    count_one();
    return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

void *pvalloc(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    count_one();
    return __libc_memalign(page, (size + page - 1) / page * page);
}
