import { data } from "react-router";
import { isAppError } from "../errors.ts";
import { retryHeaders } from "./form-errors.ts";

/** Runs a page loader's domain call; an AppError becomes the error page with its status and message. */
export async function loadOrThrowPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isAppError(error)) {
      throw data({ message: error.message, code: error.code }, { status: error.status, headers: retryHeaders(error) });
    }
    throw error;
  }
}
