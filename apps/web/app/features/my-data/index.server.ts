// The my-data feature's server-only entry.
export { downloadMyData, loadMyData, submitMyData, type MyDataLoaderData, type MyDataResult } from "./my-data.server.ts";
