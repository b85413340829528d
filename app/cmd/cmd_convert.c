/* kiryoku convert: game records from one format to another (KIF, KI2, CSA,
 * USI lines; JKF as output), chosen by extension or --to; "-" is
 * stdin/stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "shogi/record.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: kiryoku convert [options] IN OUT\n"
            "       kiryoku convert --to FORMAT [options] IN...   (to standard output)\n"
            "\n"
            "Converts shogi game records. Formats follow the extension:\n"
            "  .kifu  KIF, UTF-8          .kif   KIF, Shift_JIS\n"
            "  .ki2u  KI2, UTF-8          .ki2   KI2, Shift_JIS\n"
            "  .csa   CSA v2.2            .usi   one 'position ...' line per game\n"
            "  .jkf   JKF (JSON), output only\n"
            "Input encoding (UTF-8 or Shift_JIS, whatever a header line claims) and,\n"
            "without a known extension, the format are detected from the content.\n"
            "KIF, KI2 and JKF keep variations (変化); CSA and USI get the main line.\n"
            "'-' is standard input or output.\n"
            "\n"
            "options:\n"
            "  --to FORMAT    output format: kif, kifu, ki2, ki2u, csa, usi or jkf\n"
            "  --from FORMAT  input format, when detection is not wanted\n"
            "  --partial      on a bad record, still write the moves before the error\n"
            "  -h, --help     this text\n"
            "\n"
            "Exit status: 0 done, 1 a record was bad (the message names the file, line,\n"
            "column and ply, and what was expected there), 2 usage error.\n");
}

static bool known_format(const char *name)
{
    return record_format_from_name(name) != REC_FMT_AUTO;
}

/* Reads one input and writes its games; returns the exit status. */
static int convert_one(const char *in, RecordFormat from, bool partial, const char *out, const char *to)
{
    RecordReadOptions opt = { .format = from, .keep_partial = partial };
    GameRecord *rec = NULL;
    RecordError err;
    char msg[640];
    int status = 0;
    if (record_read_file(in, &opt, &rec, &err) < 0) {
        fprintf(stderr, "kiryoku convert: %s\n", record_error_text(&err, msg, sizeof msg));
        status = 1;
        if (!rec)
            return status;
    }
    RecordFormat fmt = record_format_from_name(to ? to : out);
    size_t len = 0;
    char *data = record_write_buffer(rec, fmt, record_encoding_from_name(to ? to : out), &len, &err);
    FILE *f = !data ? NULL : !strcmp(out, "-") ? stdout : fopen(out, "wb");
    if (!data) {
        fprintf(stderr, "kiryoku convert: %s\n", record_error_text(&err, msg, sizeof msg));
        status = 1;
    } else if (!f) {
        fprintf(stderr, "kiryoku convert: cannot create %s\n", out);
        status = 1;
    } else {
        bool ok = fwrite(data, 1, len, f) == len;
        ok &= f == stdout ? fflush(f) == 0 : fclose(f) == 0;
        if (!ok) {
            fprintf(stderr, "kiryoku convert: write error on %s\n", out);
            status = 1;
        }
    }
    free(data);
    record_free(rec);
    return status;
}

/* After the options: one IN OUT pair, or --to FORMAT and any inputs. */
static int convert_files(const char **files, int nfiles, const char *to, const char *from, bool partial)
{
    if ((to && !known_format(to)) || (from && !known_format(from))) {
        fprintf(stderr, "kiryoku convert: unknown format '%s'; expected kif, kifu, ki2, ki2u, csa, usi or jkf\n",
                to && !known_format(to) ? to : from);
        return 2;
    }
    RecordFormat in_fmt = from ? record_format_from_name(from) : REC_FMT_AUTO;
    if (to) { /* every argument is an input, all to standard output */
        if (nfiles == 0) {
            usage(stderr);
            return 2;
        }
        int status = 0;
        for (int i = 0; i < nfiles && status == 0; i++)
            status = convert_one(files[i], in_fmt, partial, "-", to);
        return status;
    }
    if (nfiles != 2) {
        usage(stderr);
        return 2;
    }
    if (!known_format(files[1])) {
        fprintf(stderr, "kiryoku convert: cannot tell the format of '%s'; use a known extension or --to\n",
                files[1]);
        return 2;
    }
    return convert_one(files[0], in_fmt, partial, files[1], NULL);
}

int cmd_convert(int argc, char **argv)
{
    const char *to = NULL, *from = NULL;
    bool partial = false;
    const Option options[] = {
        OPTION_STRING("--to", &to),
        OPTION_STRING("--from", &from),
        OPTION_FLAG("--partial", &partial),
    };
    const OptionSpec spec = { .command = "convert", .usage = usage, .options = options,
                              .option_count = OPTION_COUNT(options) };
    const char **files = calloc((size_t)argc, sizeof *files);
    int nfiles = 0;
    if (!files)
        return 1;
    int parsed = options_parse(&spec, argc, argv, files, &nfiles);
    int status = parsed == OPTIONS_OK ? convert_files(files, nfiles, to, from, partial) : options_exit_status(parsed);
    free(files);
    return status;
}
