// `import Combine` on platforms without Apple's Combine: OpenCombine under Combine's name,
// so files written for Apple platforms compile unchanged.
@_exported import OpenCombine
@_exported import OpenCombineFoundation
@_exported import OpenCombineDispatch
