/* Schedules an HLO module through lhsched's C ABI and prints the JSON report, whose "module"
 * is the scheduled HLO text. Build and run, from the checkout:
 *
 *   cargo build --release
 *   cc -std=c11 -Wall -Wextra -Iinclude examples/c/schedule.c target/release/liblhsched.a \
 *      -lm -ldl -lpthread -o target/schedule-c
 *   target/schedule-c examples/collectives_mix.gpu.pre_lhs.hlo '{"platform":"h100"}'
 *
 * Prints the report on stdout and the makespans before and after on stderr; exits 2 with
 * lhsched's message when the module or the options are bad. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lhsched.h"

/* The whole file as a NUL-terminated string, or NULL. */
static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (cap - len - 1 == 0) {
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) { free(buf); buf = NULL; break; }
            buf = bigger;
            cap *= 2;
        }
    }
    if (buf) buf[len] = '\0';
    fclose(f);
    return buf;
}

/* The number after "key": in a JSON text (enough for this example's two top-level keys). */
static double json_number(const char *json, const char *key) {
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *p = strstr(json, pattern);
    return p ? strtod(p + strlen(pattern), NULL) : -1.0;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: %s IN.hlo [OPTIONS_JSON]\n", argv[0]);
        return 2;
    }
    char *hlo = read_file(argv[1]);
    if (!hlo) {
        perror(argv[1]);
        return 2;
    }
    const char *options = argc == 3 ? argv[2] : "{}";
    char *error = NULL;
    char *report = lhsched_schedule_json(hlo, options, &error);
    free(hlo);
    if (!report) {
        fprintf(stderr, "lhsched %s: %s\n", lhsched_version(), error ? error : "(no message)");
        lhsched_string_free(error);
        return 2;
    }
    fprintf(stderr, "makespan before %.9g s, after %.9g s\n",
            json_number(report, "makespan_before_s"), json_number(report, "makespan_after_s"));
    puts(report);
    lhsched_string_free(report);
    return 0;
}
