/* irpass's compile hook: an LD_PRELOAD library that hands every module a host
 * compiler (Quadrants, gstaichi) dumps to irpass's rewriter between the dump's
 * close and the host's read-back of the same path (QD_DUMP_IR + QD_LOAD_IR),
 * and waits for it.
 *
 * - close() and fclose() of a file opened for writing under $IRPASS_HOOK_DIR
 * whose name ends in "_llvm.ll": the real close first, then "<path>\n" to the
 * rewriter on the Unix socket $IRPASS_HOOK_SOCKET, then a wait for its reply
 * (or for the socket to close). Every other close is the real one, untouched.
 * errno is the real close's.
 * - The host loads its core library with RTLD_DEEPBIND, which binds that
 * library's calls to its own libc before any preload. The flag is kept (it
 * decides which of two same-named symbols the library uses); after such a
 * dlopen only the library's GOT slots for close and fclose are pointed here.
 * Each compile thread waits on its own connection, so several threads rewrite
 * at once.
 * - With $IRPASS_HOOK_LOAD set (irpass's --offline-cache), the library's GOT
 * slot for getenv is pointed here too, and getenv of the variable it names
 * (QD_LOAD_IR, TI_LOAD_IR) answers "1" there only: codegen reads the modules
 * back, while the host's Python init, which refuses the load switch with a
 * cache on, never sees it. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#if defined(__x86_64__)
#define SLOT_JUMP R_X86_64_JUMP_SLOT
#define SLOT_DATA R_X86_64_GLOB_DAT
#elif defined(__aarch64__)
#define SLOT_JUMP R_AARCH64_JUMP_SLOT
#define SLOT_DATA R_AARCH64_GLOB_DAT
#endif

static const char SUFFIX[] = "_llvm.ll";

static int (*real_close)(int);
static int (*real_fclose)(FILE *);
static void *(*real_dlopen)(const char *, int);

static void resolve(void) {
  if (!real_close) {
    real_close = (int (*)(int))dlsym(RTLD_NEXT, "close");
    real_fclose = (int (*)(FILE *))dlsym(RTLD_NEXT, "fclose");
    real_dlopen = (void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");
  }
}

/* The path of fd when it is a dump to rewrite (open for writing, under the
 * directory, with the suffix), written into path; else 0. */
static int dumped(int fd, char *path, size_t size) {
  const char *dir = getenv("IRPASS_HOOK_DIR");
  if (fd < 0 || !dir)
    return 0;
  int flags = fcntl(fd, F_GETFL);
  if (flags < 0 || (flags & O_ACCMODE) == O_RDONLY)
    return 0;
  char link[64];
  snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  ssize_t n = readlink(link, path, size - 1);
  if (n <= 0 || (size_t)n >= size - 1)
    return 0;
  path[n] = 0;
  size_t dir_len = strlen(dir), suffix_len = sizeof SUFFIX - 1;
  return (size_t)n > dir_len + suffix_len && strncmp(path, dir, dir_len) == 0 &&
         strcmp(path + n - suffix_len, SUFFIX) == 0;
}

/* Ask the rewriter to rewrite path and wait until it answers or goes away;
 * nothing it does can fail the host's close. */
static void rewrite(const char *path) {
  const char *where = getenv("IRPASS_HOOK_SOCKET");
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  if (!where || strlen(where) >= sizeof addr.sun_path)
    return;
  strcpy(addr.sun_path, where);
  int s = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (s < 0)
    return;
  if (connect(s, (struct sockaddr *)&addr, sizeof addr) == 0) {
    size_t len = strlen(path);
    char line[4097];
    memcpy(line, path, len);
    line[len] = '\n';
    ssize_t sent = 0, n;
    while (sent <= (ssize_t)len &&
           (n = write(s, line + sent, len + 1 - sent)) > 0)
      sent += n;
    char reply[64];
    while ((n = read(s, reply, sizeof reply)) > 0 && !memchr(reply, '\n', n))
      ;
  }
  real_close(s);
}

/* After the real close: the rewrite of a dump, errno kept as the close left it.
 */
static int closed(int result, int hit, const char *path) {
  if (hit) {
    int saved = errno;
    rewrite(path);
    errno = saved;
  }
  return result;
}

static int hook_close(int fd) {
  resolve();
  char path[4096];
  int hit = dumped(fd, path, sizeof path);
  return closed(real_close(fd), hit, path);
}

static int hook_fclose(FILE *stream) {
  resolve();
  char path[4096];
  int hit = stream && dumped(fileno(stream), path, sizeof path);
  return closed(real_fclose(stream), hit, path);
}

/* getenv for the core library only: the load switch on, whatever the process's
 * environment says; every other name is the real getenv's. */
static char *hook_getenv(const char *name) {
  const char *load = getenv("IRPASS_HOOK_LOAD");
  if (load && name && strcmp(name, load) == 0)
    return (char *)"1";
  return getenv(name);
}

int close(int fd) { return hook_close(fd); }
int fclose(FILE *stream) { return hook_fclose(stream); }

#ifdef SLOT_JUMP
struct relro {
  ElfW(Addr) base, start, end;
};

static int find_relro(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct relro *r = data;
  if (info->dlpi_addr != r->base)
    return 0;
  for (int i = 0; i < info->dlpi_phnum; i++)
    if (info->dlpi_phdr[i].p_type == PT_GNU_RELRO) {
      r->start = r->base + info->dlpi_phdr[i].p_vaddr;
      r->end = r->start + info->dlpi_phdr[i].p_memsz;
    }
  return 1;
}

static void set_slot(ElfW(Addr) * slot, void *target, const struct relro *r) {
  ElfW(Addr) at = (ElfW(Addr))slot;
  int ro = at >= r->start && at < r->end;
  long page = sysconf(_SC_PAGESIZE);
  void *start = (void *)(at & ~(ElfW(Addr))(page - 1));
  if (ro && mprotect(start, page, PROT_READ | PROT_WRITE) != 0)
    return;
  *slot = (ElfW(Addr))target;
  if (ro)
    mprotect(start, page, PROT_READ);
}

/* Point the GOT slots of close and fclose (and getenv, when the load switch is
 * answered here) of one loaded object here. */
static void patch(struct link_map *map) {
  ElfW(Addr) base = map->l_addr;
  const ElfW(Sym) *symtab = NULL;
  const char *strtab = NULL;
  const ElfW(Rela) * tables[2] = {NULL, NULL};
  size_t sizes[2] = {0, 0};
  for (const ElfW(Dyn) *d = map->l_ld; d->d_tag != DT_NULL; d++) {
    ElfW(Addr) p = d->d_un.d_ptr < base ? base + d->d_un.d_ptr : d->d_un.d_ptr;
    switch (d->d_tag) {
    case DT_SYMTAB:
      symtab = (const ElfW(Sym) *)p;
      break;
    case DT_STRTAB:
      strtab = (const char *)p;
      break;
    case DT_JMPREL:
      tables[0] = (const ElfW(Rela) *)p;
      break;
    case DT_PLTRELSZ:
      sizes[0] = d->d_un.d_val;
      break;
    case DT_RELA:
      tables[1] = (const ElfW(Rela) *)p;
      break;
    case DT_RELASZ:
      sizes[1] = d->d_un.d_val;
      break;
    }
  }
  if (!symtab || !strtab)
    return;
  struct relro r = {base, 0, 0};
  dl_iterate_phdr(find_relro, &r);
  int load = getenv("IRPASS_HOOK_LOAD") != NULL;
  for (int t = 0; t < 2; t++)
    for (size_t i = 0; tables[t] && i < sizes[t] / sizeof(ElfW(Rela)); i++) {
      const ElfW(Rela) *rel = &tables[t][i];
      unsigned type = ELF64_R_TYPE(rel->r_info);
      if (type != SLOT_JUMP && type != SLOT_DATA)
        continue;
      const char *name = strtab + symtab[ELF64_R_SYM(rel->r_info)].st_name;
      void *target = !strcmp(name, "close")            ? (void *)hook_close
                     : !strcmp(name, "fclose")         ? (void *)hook_fclose
                     : load && !strcmp(name, "getenv") ? (void *)hook_getenv
                                                       : NULL;
      if (target)
        set_slot((ElfW(Addr) *)(base + rel->r_offset), target, &r);
    }
}
#endif

void *dlopen(const char *file, int mode) {
  resolve();
  void *handle = real_dlopen(file, mode);
#ifdef SLOT_JUMP
  struct link_map *map;
  if (handle && (mode & RTLD_DEEPBIND) && getenv("IRPASS_HOOK_DIR") &&
      dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0)
    patch(map);
#endif
  return handle;
}
