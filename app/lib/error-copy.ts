import { isRouteErrorResponse } from "react-router";

/** The title and sentence an error page shows for an error thrown by a loader or action (and its <title>). */
export function errorCopy(error: unknown) {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data?.message === "string" ? error.data.message : undefined;
    switch (error.status) {
      case 400:
        return {
          status: 400,
          title: "Invalid request",
          message: message ?? "Something in the address or the form isn't valid. Please check it and try again.",
        };
      case 404:
        return {
          status: 404,
          title: "Oops! Page not found",
          message: message ?? "The page you're looking for doesn't exist or has moved.",
        };
      case 403:
        return { status: 403, title: "Access Denied", message: "You need admin privileges to access this page." };
      case 401:
        return {
          status: 401,
          title: "Please Sign In",
          message: message ?? "You need to be signed in to see this page.",
        };
      case 429:
        return { status: 429, title: "Too many requests", message: message ?? "Please wait a moment and try again." };
      default:
        return {
          status: error.status,
          title: "Something went wrong",
          message: message ?? "Please try again in a moment.",
        };
    }
  }
  return {
    status: 500,
    title: "Something went wrong",
    message: "An unexpected error occurred. Please try again in a moment.",
  };
}
