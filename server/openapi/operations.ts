// Every operation of /api/v1, one file each in operations/; the completeness test (tests/integration/openapi.test.ts)
// fails when a route of app/routes.ts has a method with no operation here.
import { addCompanyOperation } from "./operations/add-company.ts";
import { compareCompaniesOperation } from "./operations/compare-companies.ts";
import { composeCompanySummaryOperation } from "./operations/compose-company-summary.ts";
import { deleteReviewOperation } from "./operations/delete-review.ts";
import { findCompaniesToReviewOperation } from "./operations/find-companies-to-review.ts";
import { findDuplicateCompaniesOperation } from "./operations/find-duplicate-companies.ts";
import { getAiOperationOperation } from "./operations/get-ai-operation.ts";
import { getCompanyOperation } from "./operations/get-company.ts";
import { getOpenApiDocumentOperation } from "./operations/get-openapi-document.ts";
import { getPreferencesOperation } from "./operations/get-preferences.ts";
import { getSessionOperation } from "./operations/get-session.ts";
import { listAiOperationsOperation } from "./operations/list-ai-operations.ts";
import { listCategoriesOperation } from "./operations/list-categories.ts";
import { listCategoryCompaniesOperation } from "./operations/list-category-companies.ts";
import { listCompaniesOperation } from "./operations/list-companies.ts";
import { listCompanyAlternativesOperation } from "./operations/list-company-alternatives.ts";
import { listCompanyReviewsOperation } from "./operations/list-company-reviews.ts";
import { polishReviewOperation } from "./operations/polish-review.ts";
import { recordSearchClickOperation } from "./operations/record-search-click.ts";
import { reportReviewOperation } from "./operations/report-review.ts";
import { requestAiReviewsOperation } from "./operations/request-ai-reviews.ts";
import { requestAiSummaryOperation } from "./operations/request-ai-summary.ts";
import { searchOperation } from "./operations/search.ts";
import { signInOperation } from "./operations/sign-in.ts";
import { signOutOperation } from "./operations/sign-out.ts";
import { signUpOperation } from "./operations/sign-up.ts";
import { submitReviewOperation } from "./operations/submit-review.ts";
import { suggestOperation } from "./operations/suggest.ts";
import { transcribeAudioOperation } from "./operations/transcribe-audio.ts";
import { updatePreferencesPatchOperation } from "./operations/update-preferences-patch.ts";
import { updatePreferencesPostOperation } from "./operations/update-preferences-post.ts";
import { uploadVideoOperation } from "./operations/upload-video.ts";
import { voteOnReviewOperation } from "./operations/vote-on-review.ts";

export const apiOperations = [
  addCompanyOperation,
  compareCompaniesOperation,
  composeCompanySummaryOperation,
  deleteReviewOperation,
  findCompaniesToReviewOperation,
  findDuplicateCompaniesOperation,
  getAiOperationOperation,
  getCompanyOperation,
  getOpenApiDocumentOperation,
  getPreferencesOperation,
  getSessionOperation,
  listAiOperationsOperation,
  listCategoriesOperation,
  listCategoryCompaniesOperation,
  listCompaniesOperation,
  listCompanyAlternativesOperation,
  listCompanyReviewsOperation,
  polishReviewOperation,
  recordSearchClickOperation,
  reportReviewOperation,
  requestAiReviewsOperation,
  requestAiSummaryOperation,
  searchOperation,
  signInOperation,
  signOutOperation,
  signUpOperation,
  submitReviewOperation,
  suggestOperation,
  transcribeAudioOperation,
  updatePreferencesPatchOperation,
  updatePreferencesPostOperation,
  uploadVideoOperation,
  voteOnReviewOperation,
];
