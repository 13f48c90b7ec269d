import { fuzzEndpoints } from './support/endpoint-fuzz'

// The endpoint table in two halves, one file each, so two workers share the fuzzing.
fuzzEndpoints((_key, index) => index % 2 === 0)
