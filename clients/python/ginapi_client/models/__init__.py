"""Contains all the data models used in inputs/outputs"""

from .action import Action
from .action_enum import ActionEnum
from .ai_level_enum import AiLevelEnum
from .already_joined_error import AlreadyJoinedError
from .already_joined_error_error import AlreadyJoinedErrorError
from .already_joined_error_error_code import AlreadyJoinedErrorErrorCode
from .already_joined_error_error_fields import AlreadyJoinedErrorErrorFields
from .already_registered_error import AlreadyRegisteredError
from .already_registered_error_error import AlreadyRegisteredErrorError
from .already_registered_error_error_code import AlreadyRegisteredErrorErrorCode
from .already_registered_error_error_fields import AlreadyRegisteredErrorErrorFields
from .analyze_hand_400_error import AnalyzeHand400Error
from .analyze_hand_400_error_error import AnalyzeHand400ErrorError
from .analyze_hand_400_error_error_code import AnalyzeHand400ErrorErrorCode
from .analyze_hand_400_error_error_fields import AnalyzeHand400ErrorErrorFields
from .analyze_request_request import AnalyzeRequestRequest
from .analyze_request_request_rules_type_0 import AnalyzeRequestRequestRulesType0
from .app import App
from .app_create_request_request import AppCreateRequestRequest
from .app_created import AppCreated
from .apps_create_400_error import AppsCreate400Error
from .apps_create_400_error_error import AppsCreate400ErrorError
from .apps_create_400_error_error_code import AppsCreate400ErrorErrorCode
from .apps_create_400_error_error_fields import AppsCreate400ErrorErrorFields
from .authorization import Authorization
from .authorized_app import AuthorizedApp
from .board_page import BoardPage
from .board_player import BoardPlayer
from .board_row import BoardRow
from .cannot_join_own_game_registration_required_error import CannotJoinOwnGameRegistrationRequiredError
from .cannot_join_own_game_registration_required_error_error import CannotJoinOwnGameRegistrationRequiredErrorError
from .cannot_join_own_game_registration_required_error_error_code import (
    CannotJoinOwnGameRegistrationRequiredErrorErrorCode,
)
from .cannot_join_own_game_registration_required_error_error_fields import (
    CannotJoinOwnGameRegistrationRequiredErrorErrorFields,
)
from .class_enum import ClassEnum
from .column import Column
from .daily_attempt_first_error import DailyAttemptFirstError
from .daily_attempt_first_error_error import DailyAttemptFirstErrorError
from .daily_attempt_first_error_error_code import DailyAttemptFirstErrorErrorCode
from .daily_attempt_first_error_error_fields import DailyAttemptFirstErrorErrorFields
from .daily_board_page import DailyBoardPage
from .daily_board_row import DailyBoardRow
from .daily_date_400_error import DailyDate400Error
from .daily_date_400_error_error import DailyDate400ErrorError
from .daily_date_400_error_error_code import DailyDate400ErrorErrorCode
from .daily_date_400_error_error_fields import DailyDate400ErrorErrorFields
from .daily_deal import DailyDeal
from .daily_game import DailyGame
from .daily_of_game import DailyOfGame
from .daily_play_400_error import DailyPlay400Error
from .daily_play_400_error_error import DailyPlay400ErrorError
from .daily_play_400_error_error_code import DailyPlay400ErrorErrorCode
from .daily_play_400_error_error_fields import DailyPlay400ErrorErrorFields
from .daily_practice_400_error import DailyPractice400Error
from .daily_practice_400_error_error import DailyPractice400ErrorError
from .daily_practice_400_error_error_code import DailyPractice400ErrorErrorCode
from .daily_practice_400_error_error_fields import DailyPractice400ErrorErrorFields
from .decision import Decision
from .declare_enum import DeclareEnum
from .error import Error
from .error_detail import ErrorDetail
from .error_detail_fields import ErrorDetailFields
from .event import Event
from .event_enum import EventEnum
from .expected import Expected
from .final_column import FinalColumn
from .final_scores import FinalScores
from .first_hand_result import FirstHandResult
from .found_by_enum import FoundByEnum
from .game import Game
from .game_create_request_request import GameCreateRequestRequest
from .game_create_request_request_rules_type_0 import GameCreateRequestRequestRulesType0
from .game_join_request_request import GameJoinRequestRequest
from .game_not_waiting_error import GameNotWaitingError
from .game_not_waiting_error_error import GameNotWaitingErrorError
from .game_not_waiting_error_error_code import GameNotWaitingErrorErrorCode
from .game_not_waiting_error_error_fields import GameNotWaitingErrorErrorFields
from .game_page import GamePage
from .game_status_enum import GameStatusEnum
from .game_summary import GameSummary
from .games_cancel_400_error import GamesCancel400Error
from .games_cancel_400_error_error import GamesCancel400ErrorError
from .games_cancel_400_error_error_code import GamesCancel400ErrorErrorCode
from .games_cancel_400_error_error_fields import GamesCancel400ErrorErrorFields
from .games_claim_victory_400_error import GamesClaimVictory400Error
from .games_claim_victory_400_error_error import GamesClaimVictory400ErrorError
from .games_claim_victory_400_error_error_code import GamesClaimVictory400ErrorErrorCode
from .games_claim_victory_400_error_error_fields import GamesClaimVictory400ErrorErrorFields
from .games_claim_victory_422_error import GamesClaimVictory422Error
from .games_claim_victory_422_error_error import GamesClaimVictory422ErrorError
from .games_claim_victory_422_error_error_code import GamesClaimVictory422ErrorErrorCode
from .games_claim_victory_422_error_error_fields import GamesClaimVictory422ErrorErrorFields
from .games_create_400_error import GamesCreate400Error
from .games_create_400_error_error import GamesCreate400ErrorError
from .games_create_400_error_error_code import GamesCreate400ErrorErrorCode
from .games_create_400_error_error_fields import GamesCreate400ErrorErrorFields
from .games_create_422_error import GamesCreate422Error
from .games_create_422_error_error import GamesCreate422ErrorError
from .games_create_422_error_error_code import GamesCreate422ErrorErrorCode
from .games_create_422_error_error_fields import GamesCreate422ErrorErrorFields
from .games_hand_review_create_400_error import GamesHandReviewCreate400Error
from .games_hand_review_create_400_error_error import GamesHandReviewCreate400ErrorError
from .games_hand_review_create_400_error_error_code import GamesHandReviewCreate400ErrorErrorCode
from .games_hand_review_create_400_error_error_fields import GamesHandReviewCreate400ErrorErrorFields
from .games_hand_review_create_404_error import GamesHandReviewCreate404Error
from .games_hand_review_create_404_error_error import GamesHandReviewCreate404ErrorError
from .games_hand_review_create_404_error_error_code import GamesHandReviewCreate404ErrorErrorCode
from .games_hand_review_create_404_error_error_fields import GamesHandReviewCreate404ErrorErrorFields
from .games_hand_review_create_seat import GamesHandReviewCreateSeat
from .games_hand_review_get_400_error import GamesHandReviewGet400Error
from .games_hand_review_get_400_error_error import GamesHandReviewGet400ErrorError
from .games_hand_review_get_400_error_error_code import GamesHandReviewGet400ErrorErrorCode
from .games_hand_review_get_400_error_error_fields import GamesHandReviewGet400ErrorErrorFields
from .games_hand_review_get_404_error import GamesHandReviewGet404Error
from .games_hand_review_get_404_error_error import GamesHandReviewGet404ErrorError
from .games_hand_review_get_404_error_error_code import GamesHandReviewGet404ErrorErrorCode
from .games_hand_review_get_404_error_error_fields import GamesHandReviewGet404ErrorErrorFields
from .games_hand_review_get_seat import GamesHandReviewGetSeat
from .games_join_400_error import GamesJoin400Error
from .games_join_400_error_error import GamesJoin400ErrorError
from .games_join_400_error_error_code import GamesJoin400ErrorErrorCode
from .games_join_400_error_error_fields import GamesJoin400ErrorErrorFields
from .games_list_status import GamesListStatus
from .games_moves_create_400_error import GamesMovesCreate400Error
from .games_moves_create_400_error_error import GamesMovesCreate400ErrorError
from .games_moves_create_400_error_error_code import GamesMovesCreate400ErrorErrorCode
from .games_moves_create_400_error_error_fields import GamesMovesCreate400ErrorErrorFields
from .games_moves_create_422_error import GamesMovesCreate422Error
from .games_moves_create_422_error_error import GamesMovesCreate422ErrorError
from .games_moves_create_422_error_error_code import GamesMovesCreate422ErrorErrorCode
from .games_moves_create_422_error_error_fields import GamesMovesCreate422ErrorErrorFields
from .games_rematch_400_error import GamesRematch400Error
from .games_rematch_400_error_error import GamesRematch400ErrorError
from .games_rematch_400_error_error_code import GamesRematch400ErrorErrorCode
from .games_rematch_400_error_error_fields import GamesRematch400ErrorErrorFields
from .games_rematch_422_error import GamesRematch422Error
from .games_rematch_422_error_error import GamesRematch422ErrorError
from .games_rematch_422_error_error_code import GamesRematch422ErrorErrorCode
from .games_rematch_422_error_error_fields import GamesRematch422ErrorErrorFields
from .games_stream_400_error import GamesStream400Error
from .games_stream_400_error_error import GamesStream400ErrorError
from .games_stream_400_error_error_code import GamesStream400ErrorErrorCode
from .games_stream_400_error_error_fields import GamesStream400ErrorErrorFields
from .hand_analysis import HandAnalysis
from .hand_not_ended_daily_not_over_error import HandNotEndedDailyNotOverError
from .hand_not_ended_daily_not_over_error_error import HandNotEndedDailyNotOverErrorError
from .hand_not_ended_daily_not_over_error_error_code import HandNotEndedDailyNotOverErrorErrorCode
from .hand_not_ended_daily_not_over_error_error_fields import HandNotEndedDailyNotOverErrorErrorFields
from .hand_outcome_enum import HandOutcomeEnum
from .hand_review import HandReview
from .illegal_action_error import IllegalActionError
from .illegal_action_error_error import IllegalActionErrorError
from .illegal_action_error_error_code import IllegalActionErrorErrorCode
from .illegal_action_error_error_fields import IllegalActionErrorErrorFields
from .insufficient_scope_error import InsufficientScopeError
from .insufficient_scope_error_error import InsufficientScopeErrorError
from .insufficient_scope_error_error_code import InsufficientScopeErrorErrorCode
from .insufficient_scope_error_error_fields import InsufficientScopeErrorErrorFields
from .insufficient_scope_review_other_seat_error import InsufficientScopeReviewOtherSeatError
from .insufficient_scope_review_other_seat_error_error import InsufficientScopeReviewOtherSeatErrorError
from .insufficient_scope_review_other_seat_error_error_code import InsufficientScopeReviewOtherSeatErrorErrorCode
from .insufficient_scope_review_other_seat_error_error_fields import InsufficientScopeReviewOtherSeatErrorErrorFields
from .invalid_credentials_error import InvalidCredentialsError
from .invalid_credentials_error_error import InvalidCredentialsErrorError
from .invalid_credentials_error_error_code import InvalidCredentialsErrorErrorCode
from .invalid_credentials_error_error_fields import InvalidCredentialsErrorErrorFields
from .invalid_input_bad_request_error import InvalidInputBadRequestError
from .invalid_input_bad_request_error_error import InvalidInputBadRequestErrorError
from .invalid_input_bad_request_error_error_code import InvalidInputBadRequestErrorErrorCode
from .invalid_input_bad_request_error_error_fields import InvalidInputBadRequestErrorErrorFields
from .knock_outcome_enum import KnockOutcomeEnum
from .knock_score import KnockScore
from .knock_side_enum import KnockSideEnum
from .last_hand import LastHand
from .leaderboard_best_hand_around import LeaderboardBestHandAround
from .leaderboard_daily_400_error import LeaderboardDaily400Error
from .leaderboard_daily_400_error_error import LeaderboardDaily400ErrorError
from .leaderboard_daily_400_error_error_code import LeaderboardDaily400ErrorErrorCode
from .leaderboard_daily_400_error_error_fields import LeaderboardDaily400ErrorErrorFields
from .leaderboard_daily_around import LeaderboardDailyAround
from .leaderboard_daily_include import LeaderboardDailyInclude
from .leaderboard_puzzle_streaks_around import LeaderboardPuzzleStreaksAround
from .leaderboard_puzzles_around import LeaderboardPuzzlesAround
from .leaderboard_ratings_400_error import LeaderboardRatings400Error
from .leaderboard_ratings_400_error_error import LeaderboardRatings400ErrorError
from .leaderboard_ratings_400_error_error_code import LeaderboardRatings400ErrorErrorCode
from .leaderboard_ratings_400_error_error_fields import LeaderboardRatings400ErrorErrorFields
from .leaderboard_ratings_around import LeaderboardRatingsAround
from .legal_action import LegalAction
from .line_decision import LineDecision
from .line_review import LineReview
from .move_create_request_request import MoveCreateRequestRequest
from .move_log import MoveLog
from .move_log_entry import MoveLogEntry
from .move_result import MoveResult
from .not_a_human_game_game_not_finished_error import NotAHumanGameGameNotFinishedError
from .not_a_human_game_game_not_finished_error_error import NotAHumanGameGameNotFinishedErrorError
from .not_a_human_game_game_not_finished_error_error_code import NotAHumanGameGameNotFinishedErrorErrorCode
from .not_a_human_game_game_not_finished_error_error_fields import NotAHumanGameGameNotFinishedErrorErrorFields
from .not_authenticated_authentication_failed_error import NotAuthenticatedAuthenticationFailedError
from .not_authenticated_authentication_failed_error_error import NotAuthenticatedAuthenticationFailedErrorError
from .not_authenticated_authentication_failed_error_error_code import NotAuthenticatedAuthenticationFailedErrorErrorCode
from .not_authenticated_authentication_failed_error_error_fields import (
    NotAuthenticatedAuthenticationFailedErrorErrorFields,
)
from .not_found_daily_deal_not_found_error import NotFoundDailyDealNotFoundError
from .not_found_daily_deal_not_found_error_error import NotFoundDailyDealNotFoundErrorError
from .not_found_daily_deal_not_found_error_error_code import NotFoundDailyDealNotFoundErrorErrorCode
from .not_found_daily_deal_not_found_error_error_fields import NotFoundDailyDealNotFoundErrorErrorFields
from .not_found_error import NotFoundError
from .not_found_error_error import NotFoundErrorError
from .not_found_error_error_code import NotFoundErrorErrorCode
from .not_found_error_error_fields import NotFoundErrorErrorFields
from .not_found_invite_not_found_error import NotFoundInviteNotFoundError
from .not_found_invite_not_found_error_error import NotFoundInviteNotFoundErrorError
from .not_found_invite_not_found_error_error_code import NotFoundInviteNotFoundErrorErrorCode
from .not_found_invite_not_found_error_error_fields import NotFoundInviteNotFoundErrorErrorFields
from .not_found_no_puzzle_error import NotFoundNoPuzzleError
from .not_found_no_puzzle_error_error import NotFoundNoPuzzleErrorError
from .not_found_no_puzzle_error_error_code import NotFoundNoPuzzleErrorErrorCode
from .not_found_no_puzzle_error_error_fields import NotFoundNoPuzzleErrorErrorFields
from .not_found_no_rematch_offer_error import NotFoundNoRematchOfferError
from .not_found_no_rematch_offer_error_error import NotFoundNoRematchOfferErrorError
from .not_found_no_rematch_offer_error_error_code import NotFoundNoRematchOfferErrorErrorCode
from .not_found_no_rematch_offer_error_error_fields import NotFoundNoRematchOfferErrorErrorFields
from .not_found_puzzle_not_found_error import NotFoundPuzzleNotFoundError
from .not_found_puzzle_not_found_error_error import NotFoundPuzzleNotFoundErrorError
from .not_found_puzzle_not_found_error_error_code import NotFoundPuzzleNotFoundErrorErrorCode
from .not_found_puzzle_not_found_error_error_fields import NotFoundPuzzleNotFoundErrorErrorFields
from .opponent import Opponent
from .opponent_kind_enum import OpponentKindEnum
from .override_range import OverrideRange
from .pair import Pair
from .par import Par
from .patched_player_rename_request_request import PatchedPlayerRenameRequestRequest
from .phase_enum import PhaseEnum
from .player_create_request_request import PlayerCreateRequestRequest
from .player_created import PlayerCreated
from .player_credentials_request_request import PlayerCredentialsRequestRequest
from .player_profile import PlayerProfile
from .player_public import PlayerPublic
from .player_public_ratings import PlayerPublicRatings
from .player_stats import PlayerStats
from .players_create_400_error import PlayersCreate400Error
from .players_create_400_error_error import PlayersCreate400ErrorError
from .players_create_400_error_error_code import PlayersCreate400ErrorErrorCode
from .players_create_400_error_error_fields import PlayersCreate400ErrorErrorFields
from .players_credentials_set_400_error import PlayersCredentialsSet400Error
from .players_credentials_set_400_error_error import PlayersCredentialsSet400ErrorError
from .players_credentials_set_400_error_error_code import PlayersCredentialsSet400ErrorErrorCode
from .players_credentials_set_400_error_error_fields import PlayersCredentialsSet400ErrorErrorFields
from .players_me_rename_400_error import PlayersMeRename400Error
from .players_me_rename_400_error_error import PlayersMeRename400ErrorError
from .players_me_rename_400_error_error_code import PlayersMeRename400ErrorErrorCode
from .players_me_rename_400_error_error_fields import PlayersMeRename400ErrorErrorFields
from .players_rating_history_400_error import PlayersRatingHistory400Error
from .players_rating_history_400_error_error import PlayersRatingHistory400ErrorError
from .players_rating_history_400_error_error_code import PlayersRatingHistory400ErrorErrorCode
from .players_rating_history_400_error_error_fields import PlayersRatingHistory400ErrorErrorFields
from .players_rating_history_ruleset import PlayersRatingHistoryRuleset
from .puzzle import Puzzle
from .puzzle_action_played import PuzzleActionPlayed
from .puzzle_action_request import PuzzleActionRequest
from .puzzle_action_value import PuzzleActionValue
from .puzzle_attempt_request_request import PuzzleAttemptRequestRequest
from .puzzle_attempt_result import PuzzleAttemptResult
from .puzzle_board_page import PuzzleBoardPage
from .puzzle_phase_enum import PuzzlePhaseEnum
from .puzzle_position import PuzzlePosition
from .puzzle_rating_change import PuzzleRatingChange
from .puzzle_rating_row import PuzzleRatingRow
from .puzzle_streak_board_page import PuzzleStreakBoardPage
from .puzzle_streak_row import PuzzleStreakRow
from .puzzles_attempt_400_error import PuzzlesAttempt400Error
from .puzzles_attempt_400_error_error import PuzzlesAttempt400ErrorError
from .puzzles_attempt_400_error_error_code import PuzzlesAttempt400ErrorErrorCode
from .puzzles_attempt_400_error_error_fields import PuzzlesAttempt400ErrorErrorFields
from .puzzles_next_400_error import PuzzlesNext400Error
from .puzzles_next_400_error_error import PuzzlesNext400ErrorError
from .puzzles_next_400_error_error_code import PuzzlesNext400ErrorErrorCode
from .puzzles_next_400_error_error_fields import PuzzlesNext400ErrorErrorFields
from .puzzles_next_mode import PuzzlesNextMode
from .puzzles_next_ruleset import PuzzlesNextRuleset
from .puzzles_next_theme import PuzzlesNextTheme
from .rating import Rating
from .rating_board_page import RatingBoardPage
from .rating_board_player import RatingBoardPlayer
from .rating_board_row import RatingBoardRow
from .rating_change import RatingChange
from .rating_history_step import RatingHistoryStep
from .rating_step import RatingStep
from .reason_enum import ReasonEnum
from .registration_required_error import RegistrationRequiredError
from .registration_required_error_error import RegistrationRequiredErrorError
from .registration_required_error_error_code import RegistrationRequiredErrorErrorCode
from .registration_required_error_error_fields import RegistrationRequiredErrorErrorFields
from .relative_enum import RelativeEnum
from .rematch_already_offered_rematch_started_error import RematchAlreadyOfferedRematchStartedError
from .rematch_already_offered_rematch_started_error_error import RematchAlreadyOfferedRematchStartedErrorError
from .rematch_already_offered_rematch_started_error_error_code import RematchAlreadyOfferedRematchStartedErrorErrorCode
from .rematch_already_offered_rematch_started_error_error_fields import (
    RematchAlreadyOfferedRematchStartedErrorErrorFields,
)
from .rematch_offer import RematchOffer
from .rematch_offer_status_enum import RematchOfferStatusEnum
from .request_too_large_error import RequestTooLargeError
from .request_too_large_error_error import RequestTooLargeErrorError
from .request_too_large_error_error_code import RequestTooLargeErrorErrorCode
from .request_too_large_error_error_fields import RequestTooLargeErrorErrorFields
from .revealed_deal import RevealedDeal
from .revealed_deal_dealer_enum import RevealedDealDealerEnum
from .review_action import ReviewAction
from .ruleset import Ruleset
from .ruleset_enum import RulesetEnum
from .ruleset_list import RulesetList
from .ruleset_list_overridable import RulesetListOverridable
from .score_knock_400_error import ScoreKnock400Error
from .score_knock_400_error_error import ScoreKnock400ErrorError
from .score_knock_400_error_error_code import ScoreKnock400ErrorErrorCode
from .score_knock_400_error_error_fields import ScoreKnock400ErrorErrorFields
from .score_knock_422_error import ScoreKnock422Error
from .score_knock_422_error_error import ScoreKnock422ErrorError
from .score_knock_422_error_error_code import ScoreKnock422ErrorErrorCode
from .score_knock_422_error_error_fields import ScoreKnock422ErrorErrorFields
from .score_request_request import ScoreRequestRequest
from .score_request_request_rules_type_0 import ScoreRequestRequestRulesType0
from .scores import Scores
from .seek import Seek
from .seek_create_request_request import SeekCreateRequestRequest
from .seek_page import SeekPage
from .seek_player import SeekPlayer
from .seek_status_enum import SeekStatusEnum
from .seek_taken_error import SeekTakenError
from .seek_taken_error_error import SeekTakenErrorError
from .seek_taken_error_error_code import SeekTakenErrorErrorCode
from .seek_taken_error_error_fields import SeekTakenErrorErrorFields
from .seeks_accept_400_error import SeeksAccept400Error
from .seeks_accept_400_error_error import SeeksAccept400ErrorError
from .seeks_accept_400_error_error_code import SeeksAccept400ErrorErrorCode
from .seeks_accept_400_error_error_fields import SeeksAccept400ErrorErrorFields
from .seeks_accept_422_error import SeeksAccept422Error
from .seeks_accept_422_error_error import SeeksAccept422ErrorError
from .seeks_accept_422_error_error_code import SeeksAccept422ErrorErrorCode
from .seeks_accept_422_error_error_fields import SeeksAccept422ErrorErrorFields
from .seeks_create_400_error import SeeksCreate400Error
from .seeks_create_400_error_error import SeeksCreate400ErrorError
from .seeks_create_400_error_error_code import SeeksCreate400ErrorErrorCode
from .seeks_create_400_error_error_fields import SeeksCreate400ErrorErrorFields
from .service_unavailable_busy_error import ServiceUnavailableBusyError
from .service_unavailable_busy_error_error import ServiceUnavailableBusyErrorError
from .service_unavailable_busy_error_error_code import ServiceUnavailableBusyErrorErrorCode
from .service_unavailable_busy_error_error_fields import ServiceUnavailableBusyErrorErrorFields
from .service_unavailable_error import ServiceUnavailableError
from .service_unavailable_error_error import ServiceUnavailableErrorError
from .service_unavailable_error_error_code import ServiceUnavailableErrorErrorCode
from .service_unavailable_error_error_fields import ServiceUnavailableErrorErrorFields
from .session import Session
from .session_create_request_request import SessionCreateRequestRequest
from .session_created import SessionCreated
from .sessions_create_400_error import SessionsCreate400Error
from .sessions_create_400_error_error import SessionsCreate400ErrorError
from .sessions_create_400_error_error_code import SessionsCreate400ErrorErrorCode
from .sessions_create_400_error_error_fields import SessionsCreate400ErrorErrorFields
from .stock_exhaustion_enum import StockExhaustionEnum
from .themes_enum import ThemesEnum
from .throttled_error import ThrottledError
from .throttled_error_error import ThrottledErrorError
from .throttled_error_error_code import ThrottledErrorErrorCode
from .throttled_error_error_fields import ThrottledErrorErrorFields
from .throttled_too_many_streams_error import ThrottledTooManyStreamsError
from .throttled_too_many_streams_error_error import ThrottledTooManyStreamsErrorError
from .throttled_too_many_streams_error_error_code import ThrottledTooManyStreamsErrorErrorCode
from .throttled_too_many_streams_error_error_fields import ThrottledTooManyStreamsErrorErrorFields
from .too_many_apps_error import TooManyAppsError
from .too_many_apps_error_error import TooManyAppsErrorError
from .too_many_apps_error_error_code import TooManyAppsErrorErrorCode
from .too_many_apps_error_error_fields import TooManyAppsErrorErrorFields
from .too_many_seeks_registration_required_error import TooManySeeksRegistrationRequiredError
from .too_many_seeks_registration_required_error_error import TooManySeeksRegistrationRequiredErrorError
from .too_many_seeks_registration_required_error_error_code import TooManySeeksRegistrationRequiredErrorErrorCode
from .too_many_seeks_registration_required_error_error_fields import TooManySeeksRegistrationRequiredErrorErrorFields
from .totals import Totals
from .unrated_reason_enum import UnratedReasonEnum
from .unsupported_media_type_error import UnsupportedMediaTypeError
from .unsupported_media_type_error_error import UnsupportedMediaTypeErrorError
from .unsupported_media_type_error_error_code import UnsupportedMediaTypeErrorErrorCode
from .unsupported_media_type_error_error_fields import UnsupportedMediaTypeErrorErrorFields
from .username_taken_error import UsernameTakenError
from .username_taken_error_error import UsernameTakenErrorError
from .username_taken_error_error_code import UsernameTakenErrorErrorCode
from .username_taken_error_error_fields import UsernameTakenErrorErrorFields
from .version_conflict_error import VersionConflictError
from .version_conflict_error_error import VersionConflictErrorError
from .version_conflict_error_error_code import VersionConflictErrorErrorCode
from .version_conflict_error_error_fields import VersionConflictErrorErrorFields
from .work_status_enum import WorkStatusEnum
from .your_line import YourLine
from .your_result import YourResult
from .your_result_status_enum import YourResultStatusEnum

__all__ = (
    "Action",
    "ActionEnum",
    "AiLevelEnum",
    "AlreadyJoinedError",
    "AlreadyJoinedErrorError",
    "AlreadyJoinedErrorErrorCode",
    "AlreadyJoinedErrorErrorFields",
    "AlreadyRegisteredError",
    "AlreadyRegisteredErrorError",
    "AlreadyRegisteredErrorErrorCode",
    "AlreadyRegisteredErrorErrorFields",
    "AnalyzeHand400Error",
    "AnalyzeHand400ErrorError",
    "AnalyzeHand400ErrorErrorCode",
    "AnalyzeHand400ErrorErrorFields",
    "AnalyzeRequestRequest",
    "AnalyzeRequestRequestRulesType0",
    "App",
    "AppCreated",
    "AppCreateRequestRequest",
    "AppsCreate400Error",
    "AppsCreate400ErrorError",
    "AppsCreate400ErrorErrorCode",
    "AppsCreate400ErrorErrorFields",
    "Authorization",
    "AuthorizedApp",
    "BoardPage",
    "BoardPlayer",
    "BoardRow",
    "CannotJoinOwnGameRegistrationRequiredError",
    "CannotJoinOwnGameRegistrationRequiredErrorError",
    "CannotJoinOwnGameRegistrationRequiredErrorErrorCode",
    "CannotJoinOwnGameRegistrationRequiredErrorErrorFields",
    "ClassEnum",
    "Column",
    "DailyAttemptFirstError",
    "DailyAttemptFirstErrorError",
    "DailyAttemptFirstErrorErrorCode",
    "DailyAttemptFirstErrorErrorFields",
    "DailyBoardPage",
    "DailyBoardRow",
    "DailyDate400Error",
    "DailyDate400ErrorError",
    "DailyDate400ErrorErrorCode",
    "DailyDate400ErrorErrorFields",
    "DailyDeal",
    "DailyGame",
    "DailyOfGame",
    "DailyPlay400Error",
    "DailyPlay400ErrorError",
    "DailyPlay400ErrorErrorCode",
    "DailyPlay400ErrorErrorFields",
    "DailyPractice400Error",
    "DailyPractice400ErrorError",
    "DailyPractice400ErrorErrorCode",
    "DailyPractice400ErrorErrorFields",
    "Decision",
    "DeclareEnum",
    "Error",
    "ErrorDetail",
    "ErrorDetailFields",
    "Event",
    "EventEnum",
    "Expected",
    "FinalColumn",
    "FinalScores",
    "FirstHandResult",
    "FoundByEnum",
    "Game",
    "GameCreateRequestRequest",
    "GameCreateRequestRequestRulesType0",
    "GameJoinRequestRequest",
    "GameNotWaitingError",
    "GameNotWaitingErrorError",
    "GameNotWaitingErrorErrorCode",
    "GameNotWaitingErrorErrorFields",
    "GamePage",
    "GamesCancel400Error",
    "GamesCancel400ErrorError",
    "GamesCancel400ErrorErrorCode",
    "GamesCancel400ErrorErrorFields",
    "GamesClaimVictory400Error",
    "GamesClaimVictory400ErrorError",
    "GamesClaimVictory400ErrorErrorCode",
    "GamesClaimVictory400ErrorErrorFields",
    "GamesClaimVictory422Error",
    "GamesClaimVictory422ErrorError",
    "GamesClaimVictory422ErrorErrorCode",
    "GamesClaimVictory422ErrorErrorFields",
    "GamesCreate400Error",
    "GamesCreate400ErrorError",
    "GamesCreate400ErrorErrorCode",
    "GamesCreate400ErrorErrorFields",
    "GamesCreate422Error",
    "GamesCreate422ErrorError",
    "GamesCreate422ErrorErrorCode",
    "GamesCreate422ErrorErrorFields",
    "GamesHandReviewCreate400Error",
    "GamesHandReviewCreate400ErrorError",
    "GamesHandReviewCreate400ErrorErrorCode",
    "GamesHandReviewCreate400ErrorErrorFields",
    "GamesHandReviewCreate404Error",
    "GamesHandReviewCreate404ErrorError",
    "GamesHandReviewCreate404ErrorErrorCode",
    "GamesHandReviewCreate404ErrorErrorFields",
    "GamesHandReviewCreateSeat",
    "GamesHandReviewGet400Error",
    "GamesHandReviewGet400ErrorError",
    "GamesHandReviewGet400ErrorErrorCode",
    "GamesHandReviewGet400ErrorErrorFields",
    "GamesHandReviewGet404Error",
    "GamesHandReviewGet404ErrorError",
    "GamesHandReviewGet404ErrorErrorCode",
    "GamesHandReviewGet404ErrorErrorFields",
    "GamesHandReviewGetSeat",
    "GamesJoin400Error",
    "GamesJoin400ErrorError",
    "GamesJoin400ErrorErrorCode",
    "GamesJoin400ErrorErrorFields",
    "GamesListStatus",
    "GamesMovesCreate400Error",
    "GamesMovesCreate400ErrorError",
    "GamesMovesCreate400ErrorErrorCode",
    "GamesMovesCreate400ErrorErrorFields",
    "GamesMovesCreate422Error",
    "GamesMovesCreate422ErrorError",
    "GamesMovesCreate422ErrorErrorCode",
    "GamesMovesCreate422ErrorErrorFields",
    "GamesRematch400Error",
    "GamesRematch400ErrorError",
    "GamesRematch400ErrorErrorCode",
    "GamesRematch400ErrorErrorFields",
    "GamesRematch422Error",
    "GamesRematch422ErrorError",
    "GamesRematch422ErrorErrorCode",
    "GamesRematch422ErrorErrorFields",
    "GamesStream400Error",
    "GamesStream400ErrorError",
    "GamesStream400ErrorErrorCode",
    "GamesStream400ErrorErrorFields",
    "GameStatusEnum",
    "GameSummary",
    "HandAnalysis",
    "HandNotEndedDailyNotOverError",
    "HandNotEndedDailyNotOverErrorError",
    "HandNotEndedDailyNotOverErrorErrorCode",
    "HandNotEndedDailyNotOverErrorErrorFields",
    "HandOutcomeEnum",
    "HandReview",
    "IllegalActionError",
    "IllegalActionErrorError",
    "IllegalActionErrorErrorCode",
    "IllegalActionErrorErrorFields",
    "InsufficientScopeError",
    "InsufficientScopeErrorError",
    "InsufficientScopeErrorErrorCode",
    "InsufficientScopeErrorErrorFields",
    "InsufficientScopeReviewOtherSeatError",
    "InsufficientScopeReviewOtherSeatErrorError",
    "InsufficientScopeReviewOtherSeatErrorErrorCode",
    "InsufficientScopeReviewOtherSeatErrorErrorFields",
    "InvalidCredentialsError",
    "InvalidCredentialsErrorError",
    "InvalidCredentialsErrorErrorCode",
    "InvalidCredentialsErrorErrorFields",
    "InvalidInputBadRequestError",
    "InvalidInputBadRequestErrorError",
    "InvalidInputBadRequestErrorErrorCode",
    "InvalidInputBadRequestErrorErrorFields",
    "KnockOutcomeEnum",
    "KnockScore",
    "KnockSideEnum",
    "LastHand",
    "LeaderboardBestHandAround",
    "LeaderboardDaily400Error",
    "LeaderboardDaily400ErrorError",
    "LeaderboardDaily400ErrorErrorCode",
    "LeaderboardDaily400ErrorErrorFields",
    "LeaderboardDailyAround",
    "LeaderboardDailyInclude",
    "LeaderboardPuzzlesAround",
    "LeaderboardPuzzleStreaksAround",
    "LeaderboardRatings400Error",
    "LeaderboardRatings400ErrorError",
    "LeaderboardRatings400ErrorErrorCode",
    "LeaderboardRatings400ErrorErrorFields",
    "LeaderboardRatingsAround",
    "LegalAction",
    "LineDecision",
    "LineReview",
    "MoveCreateRequestRequest",
    "MoveLog",
    "MoveLogEntry",
    "MoveResult",
    "NotAHumanGameGameNotFinishedError",
    "NotAHumanGameGameNotFinishedErrorError",
    "NotAHumanGameGameNotFinishedErrorErrorCode",
    "NotAHumanGameGameNotFinishedErrorErrorFields",
    "NotAuthenticatedAuthenticationFailedError",
    "NotAuthenticatedAuthenticationFailedErrorError",
    "NotAuthenticatedAuthenticationFailedErrorErrorCode",
    "NotAuthenticatedAuthenticationFailedErrorErrorFields",
    "NotFoundDailyDealNotFoundError",
    "NotFoundDailyDealNotFoundErrorError",
    "NotFoundDailyDealNotFoundErrorErrorCode",
    "NotFoundDailyDealNotFoundErrorErrorFields",
    "NotFoundError",
    "NotFoundErrorError",
    "NotFoundErrorErrorCode",
    "NotFoundErrorErrorFields",
    "NotFoundInviteNotFoundError",
    "NotFoundInviteNotFoundErrorError",
    "NotFoundInviteNotFoundErrorErrorCode",
    "NotFoundInviteNotFoundErrorErrorFields",
    "NotFoundNoPuzzleError",
    "NotFoundNoPuzzleErrorError",
    "NotFoundNoPuzzleErrorErrorCode",
    "NotFoundNoPuzzleErrorErrorFields",
    "NotFoundNoRematchOfferError",
    "NotFoundNoRematchOfferErrorError",
    "NotFoundNoRematchOfferErrorErrorCode",
    "NotFoundNoRematchOfferErrorErrorFields",
    "NotFoundPuzzleNotFoundError",
    "NotFoundPuzzleNotFoundErrorError",
    "NotFoundPuzzleNotFoundErrorErrorCode",
    "NotFoundPuzzleNotFoundErrorErrorFields",
    "Opponent",
    "OpponentKindEnum",
    "OverrideRange",
    "Pair",
    "Par",
    "PatchedPlayerRenameRequestRequest",
    "PhaseEnum",
    "PlayerCreated",
    "PlayerCreateRequestRequest",
    "PlayerCredentialsRequestRequest",
    "PlayerProfile",
    "PlayerPublic",
    "PlayerPublicRatings",
    "PlayersCreate400Error",
    "PlayersCreate400ErrorError",
    "PlayersCreate400ErrorErrorCode",
    "PlayersCreate400ErrorErrorFields",
    "PlayersCredentialsSet400Error",
    "PlayersCredentialsSet400ErrorError",
    "PlayersCredentialsSet400ErrorErrorCode",
    "PlayersCredentialsSet400ErrorErrorFields",
    "PlayersMeRename400Error",
    "PlayersMeRename400ErrorError",
    "PlayersMeRename400ErrorErrorCode",
    "PlayersMeRename400ErrorErrorFields",
    "PlayersRatingHistory400Error",
    "PlayersRatingHistory400ErrorError",
    "PlayersRatingHistory400ErrorErrorCode",
    "PlayersRatingHistory400ErrorErrorFields",
    "PlayersRatingHistoryRuleset",
    "PlayerStats",
    "Puzzle",
    "PuzzleActionPlayed",
    "PuzzleActionRequest",
    "PuzzleActionValue",
    "PuzzleAttemptRequestRequest",
    "PuzzleAttemptResult",
    "PuzzleBoardPage",
    "PuzzlePhaseEnum",
    "PuzzlePosition",
    "PuzzleRatingChange",
    "PuzzleRatingRow",
    "PuzzlesAttempt400Error",
    "PuzzlesAttempt400ErrorError",
    "PuzzlesAttempt400ErrorErrorCode",
    "PuzzlesAttempt400ErrorErrorFields",
    "PuzzlesNext400Error",
    "PuzzlesNext400ErrorError",
    "PuzzlesNext400ErrorErrorCode",
    "PuzzlesNext400ErrorErrorFields",
    "PuzzlesNextMode",
    "PuzzlesNextRuleset",
    "PuzzlesNextTheme",
    "PuzzleStreakBoardPage",
    "PuzzleStreakRow",
    "Rating",
    "RatingBoardPage",
    "RatingBoardPlayer",
    "RatingBoardRow",
    "RatingChange",
    "RatingHistoryStep",
    "RatingStep",
    "ReasonEnum",
    "RegistrationRequiredError",
    "RegistrationRequiredErrorError",
    "RegistrationRequiredErrorErrorCode",
    "RegistrationRequiredErrorErrorFields",
    "RelativeEnum",
    "RematchAlreadyOfferedRematchStartedError",
    "RematchAlreadyOfferedRematchStartedErrorError",
    "RematchAlreadyOfferedRematchStartedErrorErrorCode",
    "RematchAlreadyOfferedRematchStartedErrorErrorFields",
    "RematchOffer",
    "RematchOfferStatusEnum",
    "RequestTooLargeError",
    "RequestTooLargeErrorError",
    "RequestTooLargeErrorErrorCode",
    "RequestTooLargeErrorErrorFields",
    "RevealedDeal",
    "RevealedDealDealerEnum",
    "ReviewAction",
    "Ruleset",
    "RulesetEnum",
    "RulesetList",
    "RulesetListOverridable",
    "ScoreKnock400Error",
    "ScoreKnock400ErrorError",
    "ScoreKnock400ErrorErrorCode",
    "ScoreKnock400ErrorErrorFields",
    "ScoreKnock422Error",
    "ScoreKnock422ErrorError",
    "ScoreKnock422ErrorErrorCode",
    "ScoreKnock422ErrorErrorFields",
    "ScoreRequestRequest",
    "ScoreRequestRequestRulesType0",
    "Scores",
    "Seek",
    "SeekCreateRequestRequest",
    "SeekPage",
    "SeekPlayer",
    "SeeksAccept400Error",
    "SeeksAccept400ErrorError",
    "SeeksAccept400ErrorErrorCode",
    "SeeksAccept400ErrorErrorFields",
    "SeeksAccept422Error",
    "SeeksAccept422ErrorError",
    "SeeksAccept422ErrorErrorCode",
    "SeeksAccept422ErrorErrorFields",
    "SeeksCreate400Error",
    "SeeksCreate400ErrorError",
    "SeeksCreate400ErrorErrorCode",
    "SeeksCreate400ErrorErrorFields",
    "SeekStatusEnum",
    "SeekTakenError",
    "SeekTakenErrorError",
    "SeekTakenErrorErrorCode",
    "SeekTakenErrorErrorFields",
    "ServiceUnavailableBusyError",
    "ServiceUnavailableBusyErrorError",
    "ServiceUnavailableBusyErrorErrorCode",
    "ServiceUnavailableBusyErrorErrorFields",
    "ServiceUnavailableError",
    "ServiceUnavailableErrorError",
    "ServiceUnavailableErrorErrorCode",
    "ServiceUnavailableErrorErrorFields",
    "Session",
    "SessionCreated",
    "SessionCreateRequestRequest",
    "SessionsCreate400Error",
    "SessionsCreate400ErrorError",
    "SessionsCreate400ErrorErrorCode",
    "SessionsCreate400ErrorErrorFields",
    "StockExhaustionEnum",
    "ThemesEnum",
    "ThrottledError",
    "ThrottledErrorError",
    "ThrottledErrorErrorCode",
    "ThrottledErrorErrorFields",
    "ThrottledTooManyStreamsError",
    "ThrottledTooManyStreamsErrorError",
    "ThrottledTooManyStreamsErrorErrorCode",
    "ThrottledTooManyStreamsErrorErrorFields",
    "TooManyAppsError",
    "TooManyAppsErrorError",
    "TooManyAppsErrorErrorCode",
    "TooManyAppsErrorErrorFields",
    "TooManySeeksRegistrationRequiredError",
    "TooManySeeksRegistrationRequiredErrorError",
    "TooManySeeksRegistrationRequiredErrorErrorCode",
    "TooManySeeksRegistrationRequiredErrorErrorFields",
    "Totals",
    "UnratedReasonEnum",
    "UnsupportedMediaTypeError",
    "UnsupportedMediaTypeErrorError",
    "UnsupportedMediaTypeErrorErrorCode",
    "UnsupportedMediaTypeErrorErrorFields",
    "UsernameTakenError",
    "UsernameTakenErrorError",
    "UsernameTakenErrorErrorCode",
    "UsernameTakenErrorErrorFields",
    "VersionConflictError",
    "VersionConflictErrorError",
    "VersionConflictErrorErrorCode",
    "VersionConflictErrorErrorFields",
    "WorkStatusEnum",
    "YourLine",
    "YourResult",
    "YourResultStatusEnum",
)
