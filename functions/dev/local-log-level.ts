// Imported first by the local stack: the functions' Logger reads POWERTOOLS_LOG_LEVEL once, when its
// module loads, and the stack's own imports load it before startLocalStack runs (the gateway's S3
// client records its calls through platform/invocation.ts, which logs). WARN keeps `npm start`'s
// terminal and the test stacks' output to warnings and errors; set the variable to see more.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
